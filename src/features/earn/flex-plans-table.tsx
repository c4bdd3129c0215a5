/** The flexible plans: ticker, APR (up to the best tier), the limits, and the way to invest. */
import { useTranslation } from 'react-i18next';
import { useListFlexPlans } from '../../../generated/api/earn-flex/earn-flex';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatAmount, maxRate } from './earn-format';
import { formatRate } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';

export function FlexPlansTable({ search }: { search: string }) {
  const { t, i18n } = useTranslation('earn');
  const plans = useListFlexPlans({ query: { staleTime: 60_000 } });
  if (plans.isPending) return <QueryLoading />;
  if (plans.isError) return <QueryError error={plans.error} onRetry={() => void plans.refetch()} />;
  const rows = plans.data.data.filter((p) => !search || p.ticker.includes(search));
  if (rows.length === 0) return <QueryEmpty>{search ? t('plans.noMatch') : t('plans.empty')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="flex-plans">
        <caption className="visually-hidden">{t('plans.tabs.flex')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.asset')}</th>
            <th scope="col">{t('plans.apr')}</th>
            <th scope="col">{t('plans.min')}</th>
            <th scope="col">{t('plans.max')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('plans.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((plan) => (
            <tr key={plan.ticker} data-testid="flex-plan">
              <th scope="row">{plan.ticker}</th>
              <td className="num up">
                {plan.rates.length > 1
                  ? t('plans.upTo', { rate: formatRate(maxRate(plan.rates), locale) })
                  : formatRate(plan.rates[0]!.rate, locale)}
              </td>
              <td className="num">
                {formatAmount(plan.minAmount, 8, locale)} {plan.ticker}
              </td>
              <td className="num">{plan.maxAmount ? `${formatAmount(plan.maxAmount, 8, locale)} ${plan.ticker}` : '—'}</td>
              <td>
                <AppLink className="button button--small" to={`/earn/crypto-lending/create/flex/${plan.ticker}`}>
                  {t('plans.invest')}
                </AppLink>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
