/**
 * The user's active flexible investments (GET .../flex-plans/investments/summary), each linking to its plan.
 */
import { useTranslation } from 'react-i18next';
import { useGetFlexInvestmentsSummary } from '../../../generated/api/earn-flex/earn-flex';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatAmount, formatReward } from './earn-format';
import { formatRate } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';

export function FlexInvestmentsTable() {
  const { t, i18n } = useTranslation('earn');
  const summary = useGetFlexInvestmentsSummary();
  if (summary.isPending) return <QueryLoading />;
  if (summary.isError) return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
  const rows = summary.data.data.filter((i) => i.status === 1);
  if (rows.length === 0)
    return (
      <QueryEmpty>
        {t('flex.noInvestments')} <AppLink to="/earn?tab=flex">{t('flex.browse')}</AppLink>
      </QueryEmpty>
    );
  const locale = i18n.language;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="flex-investments">
        <caption className="visually-hidden">{t('flex.mine')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.asset')}</th>
            <th scope="col">{t('position.invested')}</th>
            <th scope="col">{t('position.earned')}</th>
            <th scope="col">{t('position.rate')}</th>
            <th scope="col">{t('position.autoReinvest')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((inv) => (
            <tr key={inv.ticker}>
              <th scope="row">
                <AppLink to={`/earn/crypto-lending/create/flex/${inv.ticker}`}>{inv.ticker}</AppLink>
              </th>
              <td className="num">{formatAmount(inv.amount, 8, locale)}</td>
              <td className="num">{formatReward(inv.earned, 8, locale)}</td>
              <td className="num">{inv.rate ? formatRate(inv.rate, locale) : '—'}</td>
              <td>{inv.autoReinvest ? t('position.on') : t('position.off')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
