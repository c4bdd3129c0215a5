/**
 * /affiliate/campaigns: the programme's campaigns (running first) with their commission rate, period and what the
 * affiliate's links brought each, and the link builder. /affiliate/campaigns/:campaign: one campaign, its figures per
 * day over 7, 30 or 90 days (clicks, registrations, first deposits, commission: a chart of the commission and the
 * registrations, and every figure in the table below it), and the builder for its links.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetAffiliateCampaign,
  useGetAffiliateCampaignStatistics,
  useListAffiliateCampaigns,
} from '../../../generated/api/affiliate/affiliate';
import type { AffiliateCampaign } from '../../../generated/api/model/affiliateCampaign.zod';
import type { AffiliatePeriod } from '../../../generated/api/model/affiliatePeriod.zod';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { SegmentedControl } from '../../ui/segmented-control';
import type { ChartSeries } from '../../ui/time-series-chart';
import { ApprovedOnly } from './approved-only';
import { Figures } from './figures';
import { LinkBuilder } from './link-builder';

const Chart = lazy(() => import('../../ui/time-series-chart'));
const PERIODS: readonly AffiliatePeriod[] = ['7d', '30d', '90d'];
const useCampaigns = () => useListAffiliateCampaigns({ query: { staleTime: 60_000 } });

export function Campaigns() {
  return (
    <ApprovedOnly>
      <CampaignList />
    </ApprovedOnly>
  );
}

export function CampaignDetail({ slug }: { slug: string }) {
  return (
    <ApprovedOnly>
      <Campaign slug={slug} />
    </ApprovedOnly>
  );
}

function CampaignPeriod({ campaign }: { campaign: AffiliateCampaign }) {
  const { t, i18n } = useTranslation('affiliate');
  const lng = i18n.language;
  return (
    <>
      <span className={`status-pill status-pill--${campaign.status === 'active' ? 'on' : 'off'}`}>{t(`campaigns.${campaign.status}`)}</span>{' '}
      {campaign.endsAt
        ? t('campaigns.period', { from: formatDate(campaign.startsAt, lng), to: formatDate(campaign.endsAt, lng) })
        : t('campaigns.since', { from: formatDate(campaign.startsAt, lng) })}
      {' · '}
      {t('campaigns.rate', { rate: formatDecimal(campaign.commissionRate, lng, { max: 2 }) })}
    </>
  );
}

function CampaignList() {
  const { t } = useTranslation('affiliate');
  const campaigns = useCampaigns();
  if (campaigns.isPending) return <QueryLoading />;
  if (campaigns.isError) return <CallError error={campaigns.error} onRetry={() => void campaigns.refetch()} />;
  const list = campaigns.data.data;
  return (
    <div className="campaigns">
      {list.length === 0 ? (
        <QueryEmpty>{t('campaigns.empty')}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="campaigns">
          {list.map((c) => (
            <li key={c.slug} className="card entry-list__item" data-testid="campaign-row" data-slug={c.slug}>
              <h2 className="entry-list__title">
                <AppLink to={`/affiliate/campaigns/${encodeURIComponent(c.slug)}`}>{c.title}</AppLink>
              </h2>
              <p className="entry-list__meta">
                <CampaignPeriod campaign={c} />
              </p>
              <Figures figures={c.totals} ticker={c.ticker} testId={`campaign-${c.slug}`} />
            </li>
          ))}
        </ul>
      )}
      <LinkBuilder campaigns={list} />
    </div>
  );
}

function Campaign({ slug }: { slug: string }) {
  const { t } = useTranslation('affiliate');
  const campaign = useGetAffiliateCampaign(slug, {
    query: { staleTime: 60_000, retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 1 },
  });
  if (campaign.isPending) return <QueryLoading />;
  if (campaign.isError)
    return campaign.error instanceof ApiError && campaign.error.status === 404 ? (
      <QueryEmpty>
        <p data-testid="campaign-not-found">{t('campaigns.notFound', { slug })}</p>
        <AppLink to="/affiliate/campaigns">{t('links.campaigns')}</AppLink>
      </QueryEmpty>
    ) : (
      <CallError error={campaign.error} onRetry={() => void campaign.refetch()} />
    );
  const c = campaign.data.data;
  return (
    <div className="campaign" data-testid="campaign-detail">
      <section className="card" aria-labelledby="campaign-title">
        <h2 id="campaign-title">{c.title}</h2>
        <p className="entry-list__meta">
          <CampaignPeriod campaign={c} />
        </p>
        <h3>{t('campaigns.allTime')}</h3>
        <Figures figures={c.totals} ticker={c.ticker} testId="campaign-totals" />
      </section>
      <Statistics campaign={c} />
      <LinkBuilder campaigns={[c]} only={c.slug} />
    </div>
  );
}

function Statistics({ campaign }: { campaign: AffiliateCampaign }) {
  const { t, i18n } = useTranslation('affiliate');
  const [period, setPeriod] = useState<AffiliatePeriod>('30d');
  const stats = useGetAffiliateCampaignStatistics(campaign.slug, { period }, { query: { staleTime: 60_000 } });
  const lng = i18n.language;
  const title = t('statistics.title', { period: t(`statistics.periods.${period}`) });
  return (
    <section className="card" aria-labelledby="campaign-statistics">
      <header className="panel__header">
        <h2 id="campaign-statistics">{title}</h2>
        <SegmentedControl
          variant="radio"
          aria-label={t('statistics.period')}
          items={PERIODS.map((p) => ({ value: p, label: t(`statistics.periods.${p}`) }))}
          value={period}
          onChange={setPeriod}
        />
      </header>
      {stats.isPending ? (
        <QueryLoading />
      ) : stats.isError ? (
        <CallError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <>
          <Figures figures={stats.data.data.totals} ticker={stats.data.data.ticker} testId="campaign-period" />
          <Suspense fallback={<div style={{ height: 260 }} aria-hidden="true" />}>
            <Chart
              series={
                [
                  { kind: 'histogram', color: '#3ddc97', points: stats.data.data.points.map((p) => ({ time: p.date, value: p.earned })) },
                  {
                    kind: 'line',
                    color: '#5b8def',
                    points: stats.data.data.points.map((p) => ({ time: p.date, value: String(p.registrations) })),
                  },
                ] satisfies ChartSeries[]
              }
              label={t('statistics.chart', { title })}
            />
          </Suspense>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="campaign-days">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('statistics.day')}</th>
                  <th scope="col">{t('figures.clicks')}</th>
                  <th scope="col">{t('figures.registrations')}</th>
                  <th scope="col">{t('figures.deposits')}</th>
                  <th scope="col">{t('figures.earned')}</th>
                </tr>
              </thead>
              <tbody>
                {[...stats.data.data.points].reverse().map((p) => (
                  <tr
                    key={p.date}
                    data-testid="campaign-day"
                    data-date={p.date}
                    data-registrations={p.registrations}
                    data-earned={p.earned}
                  >
                    <th scope="row">{formatDate(p.date, lng)}</th>
                    <td className="num">{formatDecimal(String(p.clicks), lng, { max: 0 })}</td>
                    <td className="num">{formatDecimal(String(p.registrations), lng, { max: 0 })}</td>
                    <td className="num">{formatDecimal(String(p.deposits), lng, { max: 0 })}</td>
                    <td className="num">{`${formatDecimal(p.earned, lng, { min: 2, max: 2 })} ${stats.data.data.ticker}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
