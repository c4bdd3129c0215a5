/**
 * The futures listing (/futures): every perpetual contract with its 24 h figures, funding rate and open
 * interest, ordered by the URL's sortBy (priority, price, dynamic = 24 h change, min = 24 h low,
 * max = 24 h high) and sort (asc, desc), the two query parameters the spec gives this page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetFundingRate, useGetOpenInterest } from '../../../generated/api/funding/funding';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatCompact, formatPercent } from '../../lib/format/number-format';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { QueryError, QueryLoading } from '../../ui/query-state';
import {
  FUTURES_SORT_KEYS,
  nextSort,
  resolveFuturesQuery,
  sortMarkets,
  toFuturesSearch,
  type FuturesQuery,
  type FuturesSortBy,
} from './listing-query';
import type { QueryChange } from './markets-page';
import { MarketsTable } from './markets-table';
import { useFavorites } from '../../lib/market-data/favorites';

export function FuturesPage({
  query: controlled,
  onQueryChange,
  title,
  lead,
}: {
  query?: FuturesQuery;
  onQueryChange?: QueryChange<FuturesQuery>;
  title?: string;
  lead?: string;
}) {
  const { t } = useTranslation('markets');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const [own, setOwn] = useState<FuturesQuery>(controlled ?? {});
  const search = onQueryChange ? (controlled ?? {}) : own;
  const change: QueryChange<FuturesQuery> = onQueryChange ?? ((next) => setOwn(next));
  const view = resolveFuturesQuery(search);
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const favorites = useFavorites({ saveFailed: () => t('favorites.saveFailed') });
  const sortTo = (next: Required<FuturesQuery>) => change(toFuturesSearch(next));

  const rows = markets.data
    ? sortMarkets(
        markets.data.data.filter((m) => m.type === 'futures'),
        view.sortBy,
        view.sort,
      )
    : [];
  const available = region.features.futures?.enabled !== false;

  return (
    <section className="page markets-page" aria-labelledby="futures-title">
      <header className="page__header">
        <h1 id="futures-title">{title ?? t('futures.title')}</h1>
        <p className="page__lead">{lead ?? t('futures.lead')}</p>
      </header>
      <div className="toolbar markets-toolbar">
        <label className="markets-sort">
          <span>{t('sort.label')}</span>
          <select
            value={view.sortBy}
            onChange={(e) => sortTo({ sortBy: e.target.value as FuturesSortBy, sort: e.target.value === 'priority' ? 'asc' : 'desc' })}
          >
            {FUTURES_SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`sort.by.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => sortTo({ sortBy: view.sortBy, sort: view.sort === 'asc' ? 'desc' : 'asc' })}
        >
          {t(`sort.${view.sort}`)}
        </button>
      </div>
      {!available ? (
        <p className="notice">{t('typeUnavailable', { region: region.name })}</p>
      ) : markets.isPending ? (
        <QueryLoading />
      ) : markets.isError ? (
        <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
      ) : rows.length === 0 ? (
        <p className="query-state query-state--empty">{t('futures.empty')}</p>
      ) : (
        <MarketsTable
          rows={rows}
          caption={t('futures.title')}
          sortBy={view.sortBy}
          sort={view.sort}
          sortable={FUTURES_SORT_KEYS}
          onSort={(key) => sortTo(nextSort({ sortBy: view.sortBy, sort: view.sort }, key as FuturesSortBy))}
          hrefFor={(m) => `${prefix}/trade/${m.market}`}
          favorites={favorites.enabled ? favorites : undefined}
          extraColumns={[
            { key: 'funding', header: t('columns.fundingRate'), cell: (m) => <FundingRate market={m} /> },
            { key: 'openInterest', header: t('columns.openInterest'), cell: (m) => <OpenInterest market={m} /> },
            { key: 'leverage', header: t('columns.maxLeverage'), cell: (m) => (m.maxLeverage ? `${m.maxLeverage}×` : '—') },
          ]}
        />
      )}
    </section>
  );
}

/** Per contract: the funding call is per market, and a failed one only blanks its own cell. */
function FundingRate({ market }: { market: Market }) {
  const { t, i18n } = useTranslation('markets');
  const rate = useGetFundingRate(market.market, { query: { staleTime: 60_000 } });
  if (!rate.data) return <span aria-label={rate.isError ? t('futures.unavailable') : undefined}>—</span>;
  const { rate: value, intervalHours } = rate.data.data;
  return (
    <span className={value.startsWith('-') ? 'down' : 'up'}>
      {formatPercent(value, i18n.language, 4)}
      {intervalHours ? <span className="markets-table__unit"> / {t('futures.hours', { hours: intervalHours })}</span> : null}
    </span>
  );
}

function OpenInterest({ market }: { market: Market }) {
  const { t, i18n } = useTranslation('markets');
  const interest = useGetOpenInterest(market.market, { query: { staleTime: 60_000 } });
  if (!interest.data) return <span aria-label={interest.isError ? t('futures.unavailable') : undefined}>—</span>;
  const { openInterest, openInterestValue } = interest.data.data;
  return (
    <span>
      {formatCompact(openInterest, i18n.language)} {market.stock}
      {openInterestValue ? (
        <span className="markets-table__unit">
          {' '}
          ≈ {formatCompact(openInterestValue, i18n.language)} {market.money}
        </span>
      ) : null}
    </span>
  );
}
