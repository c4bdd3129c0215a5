/**
 * The markets listing (/markets): type tabs, quote filters, search, sorting and pagination, every one of them
 * held in the URL query of spec section 2 (type, subType, sortBy, sort, contains, page), so a view can be
 * bookmarked, shared and restored with the back button. The route page passes the query and a way to change
 * it; without one (a component on its own) the page keeps the query in its own state.
 */
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import type { Market } from '../../../generated/api/model/market.zod';
import { useRegion } from '../../lib/region/current-region';
import { useSessionStatus } from '../../lib/session/session-status';
import type { MarketsSearch } from '../../lib/routing/route-rules';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { loginPath } from '../../lib/navigation/safe-redirect';
import { useQueryFreshness } from '../../lib/freshness/freshness';
import { LiveStatus } from '../../ui/live-status';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonTable, SkeletonText } from '../../ui/skeleton';
import {
  applyMarketsQuery,
  changeMarketsQuery,
  MARKET_TYPES,
  nextSort,
  PAGE_SIZE,
  resolveMarketsQuery,
  SORT_KEYS,
  SUB_TYPES,
  type ListingType,
  type SortBy,
} from './listing-query';
import { MarketsTable } from './markets-table';
import { useFavorites } from '../../lib/market-data/favorites';
import { AppLink } from '../../ui/app-link';
import { Pager } from '../../ui/pager';
import { SegmentedControl } from '../../ui/segmented-control';

export type QueryChange<Q> = (next: Q, options?: { replace?: boolean }) => void;

/** Search length limit of the route's query rule: a longer `contains` would redirect to a bare /markets. */
const MAX_SEARCH = 50;

export function MarketsPage({
  query: controlled,
  onQueryChange,
  title,
  lead,
  pageSize = PAGE_SIZE,
}: {
  query?: MarketsSearch;
  onQueryChange?: QueryChange<MarketsSearch>;
  title?: string;
  lead?: string;
  pageSize?: number;
}) {
  const { t } = useTranslation('markets');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const [own, setOwn] = useState<MarketsSearch>(controlled ?? {});
  const search = onQueryChange ? (controlled ?? {}) : own;
  const change: QueryChange<MarketsSearch> = onQueryChange ?? ((next) => setOwn(next));
  const view = resolveMarketsQuery(search);

  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const freshness = useQueryFreshness(markets);
  const favorites = useFavorites({ saveFailed: () => t('favorites.saveFailed') });
  // A user's listing has a star column and a guest's a login hint on the favourites tab: the listing waits for the
  // session (learnt after the first paint), or the columns would move when it is known (issue 18).
  const sessionLoading = useSessionStatus().state === 'loading';
  // The listing mounts in a transition when the markets and the session are known (React then yields between its
  // rows): in the query's or the session's synchronous update it was one long task on a slow phone (issue 18).
  const listed = useDeferredValue(sessionLoading ? undefined : markets.data?.data);

  // The box shows what the user types (spaces included); the URL gets the trimmed text. A URL change from
  // elsewhere (back button, a link) puts its text back into the box.
  const [text, setText] = useState(view.contains);
  useEffect(() => {
    setText((current) => (current.trim() === view.contains ? current : view.contains));
  }, [view.contains]);

  const typeEnabled = (type: ListingType) =>
    type === 'margin' || type === 'futures' ? region.features[type]?.enabled !== false && !region.features[type]?.hide : true;
  const types = MARKET_TYPES.filter(typeEnabled);
  const favoriteTab = view.type === 'favorite';
  const hrefFor = (m: Market) => `${prefix}/trade/${m.market}${view.type === 'margin' ? '?type=margin' : ''}`;

  return (
    <section className="page markets-page" aria-labelledby="markets-title">
      <header className="page__header">
        <h1 id="markets-title">{title ?? t('title')}</h1>
        <p className="page__lead">{lead ?? t('lead')}</p>
        <LiveStatus freshness={freshness} />
      </header>

      <div className="markets-controls">
        <SegmentedControl
          variant="radio"
          className="segmented markets-types"
          aria-label={t('filters.type')}
          items={types.map((type) => ({
            value: type,
            label: (
              <>
                {type === 'favorite' && <span aria-hidden="true">★ </span>}
                {t(`types.${type}`)}
              </>
            ),
          }))}
          value={view.type}
          onChange={(type) => change(changeMarketsQuery(search, { type }))}
        />
        {view.type !== 'futures' && (
          <SegmentedControl
            variant="radio"
            className="segmented markets-subtypes"
            aria-label={t('filters.subType')}
            items={SUB_TYPES.map((subType) => ({ value: subType, label: t(`subTypes.${subType}`) }))}
            value={view.subType}
            onChange={(subType) => change(changeMarketsQuery(search, { subType }))}
          />
        )}
      </div>

      <div className="toolbar markets-toolbar">
        <label className="search-field">
          <span className="visually-hidden">{t('search')}</span>
          <input
            type="search"
            value={text}
            maxLength={MAX_SEARCH}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => {
              setText(e.target.value);
              change(changeMarketsQuery(search, { contains: e.target.value }), { replace: true });
            }}
          />
        </label>
        <label className="markets-sort">
          <span>{t('sort.label')}</span>
          <select value={view.sortBy} onChange={(e) => change(changeMarketsQuery(search, { sortBy: e.target.value as SortBy }))}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {t(`sort.by.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => change(changeMarketsQuery(search, { sortBy: view.sortBy, sort: view.sort === 'asc' ? 'desc' : 'asc' }))}
        >
          {t(`sort.${view.sort}`)}
        </button>
      </div>

      {!typeEnabled(view.type) ? (
        <p className="notice">{t('typeUnavailable', { region: region.name })}</p>
      ) : sessionLoading ? (
        <QueryLoading placeholder={<ListingPlaceholder />} />
      ) : favoriteTab && !favorites.enabled ? (
        <p className="notice markets-login-hint">
          {t('favorites.guest')} <AppLink to={loginPath(`${prefix}/markets?type=favorite`)}>{t('favorites.login')}</AppLink>
        </p>
      ) : markets.isPending || (favoriteTab && favorites.query.isPending) ? (
        <QueryLoading placeholder={<ListingPlaceholder />} />
      ) : markets.isError ? (
        <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
      ) : favoriteTab && favorites.query.isError ? (
        <QueryError error={favorites.query.error} onRetry={() => void favorites.query.refetch()} />
      ) : listed === undefined ? (
        <QueryLoading placeholder={<ListingPlaceholder />} />
      ) : (
        <Listing
          markets={listed}
          search={search}
          change={change}
          pageSize={pageSize}
          hrefFor={hrefFor}
          favorites={favorites.enabled ? favorites : undefined}
          favoriteList={favorites.list}
        />
      )}
    </section>
  );
}

/** The listing while it loads: its count line and a screenful of table rows. */
function ListingPlaceholder() {
  return (
    <>
      <p className="markets-count" aria-hidden="true">
        <SkeletonText width="8em" />
      </p>
      <SkeletonTable columns={6} rows={12} testId="markets-placeholder" />
    </>
  );
}

function Listing({
  markets,
  search,
  change,
  pageSize,
  hrefFor,
  favorites,
  favoriteList,
}: {
  markets: readonly Market[];
  search: MarketsSearch;
  change: QueryChange<MarketsSearch>;
  pageSize: number;
  hrefFor: (m: Market) => string;
  favorites: ReturnType<typeof useFavorites> | undefined;
  favoriteList: ReturnType<typeof useFavorites>['list'];
}) {
  const { t } = useTranslation('markets');
  const view = resolveMarketsQuery(search);
  const result = applyMarketsQuery(markets, view, favoriteList, pageSize);

  if (result.total === 0) {
    const message = view.contains ? t('empty') : view.type === 'favorite' ? t('favorites.empty') : t('emptyFilter');
    return <p className="query-state query-state--empty">{message}</p>;
  }
  return (
    <>
      <p className="markets-count" aria-live="polite">
        {t('count', { count: result.total })}
      </p>
      <MarketsTable
        rows={result.rows}
        caption={t('title')}
        sortBy={view.sortBy}
        sort={view.sort}
        sortable={SORT_KEYS}
        onSort={(key) => change(changeMarketsQuery(search, nextSort({ sortBy: view.sortBy, sort: view.sort }, key)))}
        hrefFor={hrefFor}
        favorites={favorites}
      />
      <Pager page={result.page} pages={result.pageCount} onPage={(page) => change(changeMarketsQuery(search, { page }))} />
    </>
  );
}
