/**
 * /auto-invest (/auto-buy): the user's plans at a glance (getAutoInvestOverview: how many run, the next purchase, what
 * every purchase spent and bought), then the plans, newest first, each linking to its page.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAutoInvestOverview, useListAutoInvestPlans } from '../../../generated/api/auto-invest/auto-invest';
import type { AutoInvestAmount } from '../../../generated/api/model/autoInvestAmount.zod';
import { useFailureToast } from '../../lib/errors/use-failure-toast';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink, type AppPath } from '../../ui/app-link';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';
import { assetsText, scheduleText } from './plan-summary';

export function PlanList({ base }: { base: AppPath }) {
  const { t, i18n } = useTranslation('auto-invest');
  const plans = useListAutoInvestPlans({ query: { refetchInterval: 15_000 } });
  const locale = i18n.language;
  return (
    <section aria-labelledby="auto-invest-plans-title">
      <h2 id="auto-invest-plans-title">{t('list.title')}</h2>
      <AppLink to={`${base}/create`} className="button">
        {t('links.create')}
      </AppLink>
      <PlansOverview />
      {plans.isPending ? (
        <QueryLoading />
      ) : plans.isError ? (
        <QueryError error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.data.length === 0 ? (
        <QueryEmpty>{t('list.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="auto-invest-plan-table">
            <caption className="visually-hidden">{t('list.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.assets')}</th>
                <th scope="col">{t('columns.amount')}</th>
                <th scope="col">{t('columns.schedule')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.nextRun')}</th>
                <th scope="col">{t('columns.invested')}</th>
              </tr>
            </thead>
            <tbody>
              {plans.data.data.map((plan) => (
                <tr key={plan.id} data-testid="auto-invest-plan-row" data-id={plan.id}>
                  <td>
                    <AppLink to={`${base}/${plan.id}`}>{assetsText(plan)}</AppLink>
                  </td>
                  <td className="num">
                    {formatDecimal(plan.amount, locale, { max: 8 })} {plan.quote}
                  </td>
                  <td>{scheduleText(t, plan)}</td>
                  <td>{t(`status.${plan.status}`)}</td>
                  <td>{plan.nextRunAt === undefined ? '—' : formatDateTime(plan.nextRunAt, locale)}</td>
                  <td className="num">
                    {formatDecimal(plan.totalInvested, locale, { max: 8 })} {plan.quote}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const amounts = (list: AutoInvestAmount[], locale: string) =>
  list.map((a) => `${formatDecimal(a.amount, locale, { max: 8 })} ${a.ticker}`).join(', ');

/** The overview's four figures; their box is drawn at once and the figures come into it. */
function PlansOverview() {
  const { t, i18n } = useTranslation('auto-invest');
  const locale = i18n.language;
  const overview = useGetAutoInvestOverview({ query: { refetchInterval: 15_000 } });
  useFailureToast(overview.error);
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data?.data;
  const value = (text: (d: NonNullable<typeof data>) => string) => (data ? text(data) : <SkeletonText width="12ch" />);
  const rows: [string, ReactNode, string][] = [
    [t('summary.plans'), value((d) => t('summary.plansValue', { active: d.activePlans, paused: d.pausedPlans })), 'plans'],
    [t('summary.next'), value((d) => (d.nextRunAt === undefined ? t('summary.none') : formatDateTime(d.nextRunAt, locale))), 'next'],
    [t('summary.spent'), value((d) => amounts(d.spent, locale) || t('summary.none')), 'spent'],
    [t('summary.bought'), value((d) => amounts(d.bought, locale) || t('summary.none')), 'bought'],
  ];
  return (
    <section className="card auto-invest-overview" aria-labelledby="auto-invest-overview-title" aria-busy={!data}>
      <h3 id="auto-invest-overview-title" className="card__title">
        {t('summary.title')}
      </h3>
      {!data && <QueryLoading placeholder={null} />}
      <dl className="definition-list">
        {rows.map(([label, shown, key]) => (
          <div key={key} className="definition-list__row">
            <dt>{label}</dt>
            <dd data-testid={`auto-invest-overview-${key}`}>{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
