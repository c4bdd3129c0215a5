/**
 * The market of the trade page: its rules from the markets list, its kind (spot, margin, futures), its names. A pair
 * the list does not hold (listed since the list was read: it is fresh for 90 s) is asked for by itself (GET
 * /v2/trade/markets/{market}); only when that call has no such market either is it unknown.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getListTradeMarketsQueryOptions, useGetTradeMarket, useListTradeMarkets } from '../../../generated/api/trade/trade';
import { ApiError } from '../../lib/http/errors';
import type { Market } from '../../../generated/api/model/market.zod';

export type TradeKind = 'spot' | 'margin' | 'futures';

export interface TradeMarket {
  market: Market | undefined;
  /** BTC-USDT: the web form, for REST calls and URLs. */
  pair: string;
  /** BTC_USDT: the trade-engine form, for the socket and the public API. */
  engineName: string;
  kind: TradeKind;
  markets: readonly Market[];
  isPending: boolean;
  error: unknown;
  refetch: () => void;
}

/** Markets change rarely: the list is fresh for 90 s (spec section 9). */
export const MARKETS_STALE_MS = 90_000;

export function tradeKindOf(pair: string, requested: string | undefined): TradeKind {
  if (pair.endsWith('-PERP')) return 'futures';
  return requested === 'margin' ? 'margin' : 'spot';
}

/** Starts the markets list while the page's code is still loading (the trade route's loader). */
export function prefetchTradeMarkets(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(getListTradeMarketsQueryOptions({ query: { staleTime: MARKETS_STALE_MS } }));
}

export function useTradeMarket(pair: string, requestedKind: string | undefined): TradeMarket {
  const query = useListTradeMarkets({ query: { staleTime: MARKETS_STALE_MS } });
  const markets = query.data?.data ?? [];
  const listed = markets.find((m) => m.market === pair);
  const alone = useGetTradeMarket(pair, {
    query: {
      enabled: query.isSuccess && listed === undefined,
      staleTime: MARKETS_STALE_MS,
      retry: false,
    },
    request: { suppressNotification: true, handledStatuses: [404] },
  });
  const market = listed ?? alone.data?.data;
  const unknown = alone.error instanceof ApiError && alone.error.status === 404;
  return {
    market,
    pair,
    engineName: market?.tradeMarketName ?? pair.replace('-', '_'),
    kind: tradeKindOf(pair, requestedKind),
    markets,
    isPending: query.isPending || (listed === undefined && alone.isLoading),
    error: query.error ?? (unknown ? null : alone.error),
    refetch: () => void (query.error ? query.refetch() : alone.refetch()),
  };
}
