/** The balances of a tab, one row per ticker: the tab's amounts in the currency's decimals and the value. */
import { useTranslation } from 'react-i18next';
import { QueryEmpty } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';
import { formatAmount, formatValue } from './balance-format';
import { amountOf, type AmountKey, type BalanceRow } from './balance-rows';
import type { Valuation } from './use-valuation';
import type { ViewPreferences } from './view-preferences';

export function BalanceTable({
  rows,
  columns,
  valuation,
  preferences,
  filtered,
}: {
  rows: readonly BalanceRow[];
  columns: readonly AmountKey[];
  valuation: Valuation;
  preferences: ViewPreferences;
  /** Some balances exist but the view hides them all. */
  filtered: boolean;
}) {
  const { t, i18n } = useTranslation('balance');
  const locale = i18n.language;
  if (rows.length === 0) return <QueryEmpty>{filtered ? t('table.emptyFiltered') : t('table.empty')}</QueryEmpty>;
  const hidden = preferences.isBalancesHidden;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="balance-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.asset')}</th>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {t(`columns.${c}`)}
              </th>
            ))}
            {!preferences.isEquivalentHidden && <th scope="col">{t('columns.equivalent', { currency: valuation.quote })}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.ticker} data-testid="balance-row">
              <th scope="row">{row.ticker}</th>
              {columns.map((c) => (
                <td className="num" key={c}>
                  {formatAmount(amountOf(row.balance, c), valuation.decimalsOf(row.ticker), locale, hidden)}
                </td>
              ))}
              {!preferences.isEquivalentHidden && (
                <td className="num">
                  {valuation.ratesPending ? (
                    // Not "no rate" yet: the rates are on their way.
                    <SkeletonText width="9ch" />
                  ) : row.equivalent === undefined ? (
                    <span className="muted" title={t('summary.noRate')}>
                      —<span className="visually-hidden">{t('summary.noRate')}</span>
                    </span>
                  ) : (
                    formatValue(row.equivalent, valuation, locale, hidden)
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
