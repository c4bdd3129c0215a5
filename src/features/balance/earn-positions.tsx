/** The earn tab's flexible investments (GET /v2/smart/flex-plans/investments/summary), each linking to its plan. */
import { useTranslation } from 'react-i18next';
import { useGetFlexInvestmentsSummary } from '../../../generated/api/earn-flex/earn-flex';
import { formatPercent } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatAmount } from './balance-format';
import { AppLink } from '../../ui/app-link';

export function EarnPositions({ decimalsOf, hidden }: { decimalsOf: (ticker: string) => number; hidden: boolean }) {
  const { t, i18n } = useTranslation('balance');
  const summary = useGetFlexInvestmentsSummary();
  const locale = i18n.language;
  return (
    <section aria-labelledby="earn-positions-title" className="balance-section">
      <h2 id="earn-positions-title">{t('earn.title')}</h2>
      {summary.isPending ? (
        <QueryLoading />
      ) : summary.isError ? (
        <QueryError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : summary.data.data.length === 0 ? (
        <QueryEmpty>
          {t('earn.empty')} <AppLink to="/earn">{t('earn.browse')}</AppLink>
        </QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{t('earn.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.asset')}</th>
                <th scope="col">{t('earn.amount')}</th>
                <th scope="col">{t('earn.earned')}</th>
                <th scope="col">{t('earn.rate')}</th>
                <th scope="col">{t('earn.autoReinvest')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.data.data.map((inv) => (
                <tr key={inv.ticker}>
                  <th scope="row">
                    <AppLink to={`/earn/crypto-lending/create/flex/${inv.ticker}`}>{inv.ticker}</AppLink>
                  </th>
                  <td className="num">{formatAmount(inv.amount, decimalsOf(inv.ticker), locale, hidden)}</td>
                  <td className="num">{formatAmount(inv.earned, decimalsOf(inv.ticker), locale, hidden)}</td>
                  <td className="num">{inv.rate ? formatPercent(inv.rate, locale).replace(/^\+/, '') : '—'}</td>
                  <td>{inv.autoReinvest ? t('earn.on') : t('earn.off')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
