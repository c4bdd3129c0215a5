/**
 * The markets table: prices in the market's precision, 24 h figures, and column headers that sort by the
 * listing's URL sort keys (the page owns the order; the table only reports which header was pressed).
 */
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatCompact, formatDecimal, formatPercent } from '../../lib/format/number-format';
import type { SortBy, SortDirection } from './listing-query';
import { PageLink } from '../../ui/app-link';

/** A spot pair reads BASE/QUOTE; a perpetual keeps its contract name (BTC-PERP), which says more than its USDT margin. */
export function quoteLabel(m: Market): string {
  return m.type === 'futures' && m.market.startsWith(`${m.stock}-`) ? m.market.slice(m.stock.length) : `/${m.money}`;
}

export interface ExtraColumn {
  key: string;
  header: string;
  cell: (market: Market) => React.ReactNode;
}

export interface FavoriteControls {
  isFavorite: (market: string) => boolean;
  toggle: (market: string) => void;
}

export function MarketsTable({
  rows,
  caption,
  sortBy,
  sort,
  sortable,
  onSort,
  hrefFor,
  favorites,
  extraColumns = [],
}: {
  rows: readonly Market[];
  caption: string;
  sortBy: SortBy;
  sort: SortDirection;
  /** The sort keys this listing accepts in its URL; other figure columns are shown but not sortable. */
  sortable: readonly SortBy[];
  onSort: (key: SortBy) => void;
  hrefFor: (market: Market) => string;
  /** Given for a logged-in user: a star per row. */
  favorites?: FavoriteControls;
  extraColumns?: readonly ExtraColumn[];
}) {
  const { t, i18n } = useTranslation('markets');
  const price = (value: string, m: Market) => formatDecimal(value, i18n.language, { min: m.moneyPrec, max: m.moneyPrec });

  const header = (key: SortBy, label: string) => {
    if (!sortable.includes(key)) {
      return (
        <th scope="col" className="num">
          {label}
        </th>
      );
    }
    const active = sortBy === key;
    return (
      <th scope="col" className="num" aria-sort={active ? (sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="sort-button" onClick={() => onSort(key)}>
          {label}
          <span aria-hidden="true">{active ? (sort === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    );
  };

  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table markets-table" data-testid="markets-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {favorites && (
              <th scope="col">
                <span className="visually-hidden">{t('favorites.column')}</span>
              </th>
            )}
            <th scope="col">{t('columns.market')}</th>
            {header('price', t('columns.lastPrice'))}
            {header('dynamic', t('columns.change'))}
            {header('max', t('columns.high'))}
            {header('min', t('columns.low'))}
            {header('volume', t('columns.volume'))}
            {extraColumns.map((column) => (
              <th key={column.key} scope="col" className="num">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={m.market} data-testid="market-row">
              {favorites && (
                <td className="markets-table__star">
                  <button
                    type="button"
                    className="star"
                    aria-pressed={favorites.isFavorite(m.market)}
                    aria-label={t(favorites.isFavorite(m.market) ? 'favorites.remove' : 'favorites.add', {
                      market: `${m.stock}${quoteLabel(m)}`,
                    })}
                    onClick={() => favorites.toggle(m.market)}
                  >
                    <span aria-hidden="true">{favorites.isFavorite(m.market) ? '★' : '☆'}</span>
                  </button>
                </td>
              )}
              <th scope="row">
                <PageLink href={hrefFor(m)} className="market-name">
                  <span className="market-name__stock">{m.stock}</span>
                  <span className="market-name__money">{quoteLabel(m)}</span>
                </PageLink>
              </th>
              <td className="num">{price(m.lastPrice, m)}</td>
              <td className={`num ${m.change.startsWith('-') ? 'down' : 'up'}`}>{formatPercent(m.change, i18n.language)}</td>
              <td className="num">{price(m.high, m)}</td>
              <td className="num">{price(m.low, m)}</td>
              <td className="num">{formatCompact(m.quoteVolume, i18n.language)}</td>
              {extraColumns.map((column) => (
                <td key={column.key} className="num">
                  {column.cell(m)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
