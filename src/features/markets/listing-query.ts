/**
 * The query rules of the markets and futures listings (spec section 2, "Markets query" and "Futures
 * listing") as pure functions: what a query shows, in which order, on which page, and how a change of one
 * control becomes the next query. The URL holds only what differs from the defaults, so a bare /markets is
 * the default view and every other view can be shared as a link.
 */
import Decimal from 'decimal.js';
import type { FavoriteMarket } from '../../../generated/api/model/favoriteMarket.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import type { MarketsSearch } from '../../lib/routing/route-rules';

export type ListingType = NonNullable<MarketsSearch['type']>;
export type ListingSubType = NonNullable<MarketsSearch['subType']>;
export type SortBy = NonNullable<MarketsSearch['sortBy']>;
export type SortDirection = NonNullable<MarketsSearch['sort']>;
export type FuturesSortBy = Exclude<SortBy, 'volume'>;
export interface FuturesQuery {
  sort?: SortDirection;
  sortBy?: FuturesSortBy;
}

/** Spec section 9: "pagination default 100". */
export const PAGE_SIZE = 100;

export const MARKET_TYPES: readonly ListingType[] = ['favorite', 'spot', 'margin', 'futures'];
export const SUB_TYPES: readonly ListingSubType[] = ['all', 'crypto', 'fiat', 'stable'];
export const SORT_KEYS: readonly SortBy[] = ['priority', 'price', 'dynamic', 'min', 'max', 'volume'];
export const FUTURES_SORT_KEYS: readonly FuturesSortBy[] = ['priority', 'price', 'dynamic', 'min', 'max'];

/** The view of a bare /markets: spot markets, most traded first (as the home page's top list). */
export const MARKETS_DEFAULTS = { type: 'spot', subType: 'all', sortBy: 'volume', sort: 'desc', contains: '', page: 1 } as const;
/** A bare /futures: the exchange's own listing order (volume is not one of its sort keys). */
export const FUTURES_DEFAULTS = { sortBy: 'priority', sort: 'asc' } as const;

export interface ResolvedMarketsQuery {
  type: ListingType;
  subType: ListingSubType;
  sortBy: SortBy;
  sort: SortDirection;
  contains: string;
  page: number;
}

export function resolveMarketsQuery(query: MarketsSearch): ResolvedMarketsQuery {
  return {
    type: query.type ?? MARKETS_DEFAULTS.type,
    subType: query.subType ?? MARKETS_DEFAULTS.subType,
    sortBy: query.sortBy ?? MARKETS_DEFAULTS.sortBy,
    sort: query.sort ?? (query.sortBy === 'priority' ? 'asc' : MARKETS_DEFAULTS.sort),
    contains: query.contains ?? MARKETS_DEFAULTS.contains,
    page: query.page ?? MARKETS_DEFAULTS.page,
  };
}

/** The URL form of a view: defaults left out, so links stay short and a bare path is the default view. */
export function toMarketsSearch(view: ResolvedMarketsQuery): MarketsSearch {
  const search: MarketsSearch = {};
  if (view.type !== MARKETS_DEFAULTS.type) search.type = view.type;
  if (view.subType !== MARKETS_DEFAULTS.subType) search.subType = view.subType;
  if (view.sortBy !== MARKETS_DEFAULTS.sortBy) search.sortBy = view.sortBy;
  // The direction is written whenever it is not the one the chosen key starts with.
  const impliedSort = view.sortBy === 'priority' ? 'asc' : MARKETS_DEFAULTS.sort;
  if (view.sort !== impliedSort) search.sort = view.sort;
  const contains = view.contains.trim();
  if (contains) search.contains = contains.slice(0, 50);
  if (view.page > 1) search.page = view.page;
  return search;
}

/**
 * The next view after a change. Any change other than the page itself starts again at page 1, because the
 * old page number means nothing in a differently filtered or ordered list.
 */
export function changeMarketsQuery(current: MarketsSearch, patch: Partial<ResolvedMarketsQuery>): MarketsSearch {
  const view = { ...resolveMarketsQuery(current), ...patch };
  if (patch.page === undefined) view.page = 1;
  if (patch.sortBy !== undefined && patch.sort === undefined) view.sort = patch.sortBy === 'priority' ? 'asc' : 'desc';
  return toMarketsSearch(view);
}

/** A column header's click: the same key flips the direction, another key starts with its natural one. */
export function nextSort<K extends SortBy>(current: { sortBy: K; sort: SortDirection }, key: K): { sortBy: K; sort: SortDirection } {
  if (current.sortBy === key) return { sortBy: key, sort: current.sort === 'asc' ? 'desc' : 'asc' };
  return { sortBy: key, sort: key === 'priority' ? 'asc' : 'desc' };
}

export function resolveFuturesQuery(query: FuturesQuery): Required<FuturesQuery> {
  const sortBy = query.sortBy ?? FUTURES_DEFAULTS.sortBy;
  return { sortBy, sort: query.sort ?? (sortBy === 'priority' ? 'asc' : 'desc') };
}

export function toFuturesSearch(view: Required<FuturesQuery>): FuturesQuery {
  const search: FuturesQuery = {};
  if (view.sortBy !== FUTURES_DEFAULTS.sortBy) search.sortBy = view.sortBy;
  if (view.sort !== (view.sortBy === 'priority' ? 'asc' : 'desc')) search.sort = view.sort;
  return search;
}

// --- ordering ---

const decimal = (value: string) => new Decimal(value);
/** Markets without a priority go after every ranked one. */
const UNRANKED = Number.MAX_SAFE_INTEGER;

/** `dynamic` is the 24 h change, `min` and `max` the 24 h low and high; amounts compare as decimals, never floats. */
const FIGURE: Record<Exclude<SortBy, 'priority'>, (m: Market) => string> = {
  price: (m) => m.lastPrice,
  dynamic: (m) => m.change,
  min: (m) => m.low,
  max: (m) => m.high,
  volume: (m) => m.quoteVolume,
};

export function compareMarkets(sortBy: SortBy, priorityOf: (m: Market) => number = (m) => m.priority ?? UNRANKED) {
  return (a: Market, b: Market): number => {
    const primary = sortBy === 'priority' ? priorityOf(a) - priorityOf(b) : decimal(FIGURE[sortBy](a)).comparedTo(FIGURE[sortBy](b));
    // Equal figures keep a stable, readable order: by name.
    return primary !== 0 ? primary : a.market.localeCompare(b.market);
  };
}

export function sortMarkets(markets: readonly Market[], sortBy: SortBy, sort: SortDirection, priorityOf?: (m: Market) => number): Market[] {
  const compare = compareMarkets(sortBy, priorityOf);
  const sign = sort === 'asc' ? 1 : -1;
  return [...markets].sort((a, b) => sign * compare(a, b));
}

// --- filtering ---

/** What a search matches: the pair in any of its forms (BTC-USDT, BTC/USDT, BTC_USDT) or either ticker. */
export function matchesSearch(market: Market, contains: string): boolean {
  const needle = contains.trim().toUpperCase().replace(/[/_ ]/g, '-');
  if (!needle) return true;
  return market.market.includes(needle) || market.stock.includes(needle) || market.money.includes(needle);
}

export function matchesType(market: Market, type: ListingType, favorites: ReadonlySet<string>): boolean {
  switch (type) {
    case 'favorite':
      return favorites.has(market.market);
    case 'spot':
      return market.type === 'spot';
    case 'margin':
      return market.type === 'spot' && market.isMargin;
    case 'futures':
      return market.type === 'futures';
  }
}

/** A market without a sub-type is a crypto-quoted one (the contract makes the field optional). */
export function matchesSubType(market: Market, subType: ListingSubType): boolean {
  return subType === 'all' || (market.subType ?? 'crypto') === subType;
}

export interface MarketsView {
  rows: Market[];
  /** Rows matching the filters, before paging. */
  total: number;
  page: number;
  pageCount: number;
}

export function applyMarketsQuery(
  markets: readonly Market[],
  query: ResolvedMarketsQuery,
  favorites: readonly FavoriteMarket[] = [],
  pageSize = PAGE_SIZE,
): MarketsView {
  const favoriteSet = new Set(favorites.map((f) => f.market));
  // On the favourites tab "priority" is the user's own order of the list.
  const favoritePriority = new Map(favorites.map((f) => [f.market, f.priority]));
  const priorityOf = query.type === 'favorite' ? (m: Market) => favoritePriority.get(m.market) ?? UNRANKED : undefined;
  const filtered = markets.filter(
    (m) => matchesType(m, query.type, favoriteSet) && matchesSubType(m, query.subType) && matchesSearch(m, query.contains),
  );
  const sorted = sortMarkets(filtered, query.sortBy, query.sort, priorityOf);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  // A page past the end shows the last one rather than an empty table.
  const page = Math.min(Math.max(1, query.page), pageCount);
  return { rows: sorted.slice((page - 1) * pageSize, page * pageSize), total: sorted.length, page, pageCount };
}
