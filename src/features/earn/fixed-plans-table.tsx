/** The fixed plans: ticker, term, APR, the limits, sold out or the way to invest. */
import { useTranslation } from 'react-i18next';
import { useListFixedPlans } from '../../../generated/api/earn-fixed/earn-fixed';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatAmount } from './earn-format';
import { formatRate } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';

export function FixedPlansTable({ search }: { search: string }) {
  const { t, i18n } = useTranslation('earn');
  const plans = useListFixedPlans({ query: { staleTime: 60_000 } });
  if (plans.isPending) return <QueryLoading />;
  if (plans.isError) return <QueryError error={plans.error} onRetry={() => void plans.refetch()} />;
  const rows = plans.data.data
    .filter((p) => !search || p.ticker.includes(search))
    .sort((a, b) => a.ticker.localeCompare(b.ticker) || a.durationDays - b.durationDays);
  if (rows.length === 0) return <QueryEmpty>{search ? t('plans.noMatch') : t('plans.empty')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="fixed-plans">
        <caption className="visually-hidden">{t('plans.tabs.fixed')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.asset')}</th>
            <th scope="col">{t('plans.term')}</th>
            <th scope="col">{t('plans.apr')}</th>
            <th scope="col">{t('plans.limits')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('plans.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((plan) => (
            <tr key={plan.id} data-testid="fixed-plan">
              <th scope="row">{plan.ticker}</th>
              <td className="num">{t('plans.days', { days: plan.durationDays })}</td>
              <td className="num up">{formatRate(plan.rate, locale)}</td>
              <td className="num">
                {formatAmount(plan.minAmount, 8, locale)} – {formatAmount(plan.maxAmount, 8, locale)} {plan.ticker}
              </td>
              <td>
                {plan.isSoldOut ? (
                  <span className="status-chip status-chip--off">{t('plans.soldOut')}</span>
                ) : (
                  <AppLink className="button button--small" to={`/earn/crypto-lending/create/fixed/${plan.ticker}?plan=${plan.id}`}>
                    {t('plans.invest')}
                  </AppLink>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
