/**
 * /affiliate, the affiliate's dashboard: the code and link to share (GET affiliate settings), the commission rate, and
 * the totals of every campaign with the commission's account (GET affiliate dashboard: paid out, processing,
 * available). /affiliate/overview is the programme's public page.
 */
import { useTranslation } from 'react-i18next';
import { useGetAffiliateDashboard } from '../../../generated/api/affiliate/affiliate';
import { formatDecimal } from '../../lib/format/number-format';
import { AFFILIATE_COOKIE_DAYS } from '../../lib/session/attribution';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { asSections, InfoSections } from '../../ui/info-sections';
import { QueryLoading } from '../../ui/query-state';
import { ApprovedOnly } from './approved-only';
import { CopyRow } from './copy-row';
import { Figures } from './figures';

export function AffiliateDashboard() {
  return (
    <ApprovedOnly>
      <Dashboard />
    </ApprovedOnly>
  );
}

function Dashboard() {
  const { t, i18n } = useTranslation('affiliate');
  const dashboard = useGetAffiliateDashboard({ query: { staleTime: 30_000 } });
  if (dashboard.isPending) return <QueryLoading />;
  if (dashboard.isError) return <CallError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const d = dashboard.data.data;
  const money = (value: string) => `${formatDecimal(value, i18n.language, { min: 2, max: 2 })} ${d.ticker}`;
  return (
    <div className="affiliate" data-testid="affiliate-approved">
      <section className="card" aria-labelledby="affiliate-links">
        <h2 id="affiliate-links">{t('dashboard.approved')}</h2>
        <dl className="copy-list">
          <CopyRow label={t('dashboard.code')} copyLabel={t('copy.code')} value={d.code} testId="affiliate-code" />
          <CopyRow label={t('dashboard.link')} copyLabel={t('copy.link')} value={d.link} testId="affiliate-link" />
        </dl>
        <p className="stat__value" data-testid="affiliate-commission">
          {t('dashboard.commission', { rate: formatDecimal(d.commissionRate, i18n.language, { max: 2 }) })}
        </p>
        <p className="field__hint">{t('dashboard.attribution', { days: AFFILIATE_COOKIE_DAYS })}</p>
      </section>
      <section aria-labelledby="affiliate-totals">
        <h2 id="affiliate-totals">{t('dashboard.totals')}</h2>
        <Figures figures={d.totals} ticker={d.ticker} testId="affiliate-totals" />
      </section>
      <section aria-labelledby="affiliate-account">
        <h2 id="affiliate-account">{t('dashboard.account')}</h2>
        <dl className="stat-grid" data-testid="affiliate-account">
          {(['available', 'processing', 'paidOut'] as const).map((key) => (
            <div key={key} className="card stat">
              <dt className="stat__label">{t(`payouts.${key}`)}</dt>
              <dd className="stat__value" data-testid={`affiliate-${key}`} data-value={d[key]}>
                {money(d[key])}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <p className="product-info__links">
        <AppLink className="button" to="/affiliate/campaigns">
          {t('links.campaigns')}
        </AppLink>
        <AppLink className="button button--secondary" to="/affiliate/payments">
          {t('links.payouts')}
        </AppLink>
        <AppLink className="button button--secondary" to="/affiliate/personal-data">
          {t('links.personalData')}
        </AppLink>
      </p>
    </div>
  );
}

export function AffiliateInfo() {
  const { t } = useTranslation('affiliate');
  return (
    <div className="affiliate-info" data-testid="affiliate-info-overview">
      <p className="notice">{t('info.overview.summary')}</p>
      <InfoSections sections={asSections(t('info.overview.sections', { returnObjects: true, days: AFFILIATE_COOKIE_DAYS }))} />
      <p className="product-info__links">
        <AppLink className="button" to="/affiliate">
          {t('links.dashboard')}
        </AppLink>
        <AppLink className="button button--secondary" to="/referral">
          {t('links.referral')}
        </AppLink>
      </p>
    </div>
  );
}
