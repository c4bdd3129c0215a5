/** The markets table: sortable columns, decimal-exact ordering, prices in the market's precision. */
import Decimal from 'decimal.js';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatCompact, formatDecimal, formatPercent } from '../../lib/format/number-format';

type SortKey = 'market' | 'lastPrice' | 'change' | 'quoteVolume';
type Direction = 'asc' | 'desc';

const compareBy: Record<SortKey, (a: Market, b: Market) => number> = {
  market: (a, b) => a.market.localeCompare(b.market),
  lastPrice: (a, b) => new Decimal(a.lastPrice).comparedTo(b.lastPrice),
  change: (a, b) => new Decimal(a.change).comparedTo(b.change),
  quoteVolume: (a, b) => new Decimal(a.quoteVolume).comparedTo(b.quoteVolume),
};

export function MarketsTable({ markets, search }: { markets: readonly Market[]; search: string }) {
  const { t, i18n } = useTranslation('markets');
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({ key: 'quoteVolume', direction: 'desc' });
  const rows = useMemo(() => {
    const needle = search.trim().toUpperCase().replace('/', '-');
    const filtered = needle ? markets.filter((m) => m.market.includes(needle) || m.stock.includes(needle)) : [...markets];
    const sign = sort.direction === 'asc' ? 1 : -1;
    return filtered.sort((a, b) => sign * compareBy[sort.key](a, b));
  }, [markets, search, sort]);

  const header = (key: SortKey, label: string) => {
    const active = sort.key === key;
    return (
      <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="sort-button"
          onClick={() => setSort({ key, direction: active && sort.direction === 'desc' ? 'asc' : 'desc' })}
        >
          {label}
          <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    );
  };

  if (rows.length === 0) return <p className="query-state query-state--empty">{t('empty')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table" data-testid="markets-table">
        <caption className="visually-hidden">{t('title')}</caption>
        <thead>
          <tr>
            {header('market', t('columns.market'))}
            {header('lastPrice', t('columns.lastPrice'))}
            {header('change', t('columns.change'))}
            <th scope="col">{t('columns.high')}</th>
            <th scope="col">{t('columns.low')}</th>
            {header('quoteVolume', t('columns.volume'))}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.market} data-testid="market-row">
              <th scope="row">
                <a href={`/trade/${m.market}`} className="market-name">
                  <span className="market-name__stock">{m.stock}</span>
                  <span className="market-name__money">/{m.money}</span>
                </a>
              </th>
              <td className="num">{formatDecimal(m.lastPrice, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}</td>
              <td className={`num ${m.change.startsWith('-') ? 'down' : 'up'}`}>{formatPercent(m.change, i18n.language)}</td>
              <td className="num">{formatDecimal(m.high, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}</td>
              <td className="num">{formatDecimal(m.low, i18n.language, { min: m.moneyPrec, max: m.moneyPrec })}</td>
              <td className="num">{formatCompact(m.quoteVolume, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
