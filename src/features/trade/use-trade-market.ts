/** The market of the trade page: its rules from the markets list, its kind (spot, margin, futures), its names. */
import type { QueryClient } from '@tanstack/react-query';
import { getListTradeMarketsQueryOptions, useListTradeMarkets } from '../../../generated/api/trade/trade';
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
  const market = markets.find((m) => m.market === pair);
  return {
    market,
    pair,
    engineName: market?.tradeMarketName ?? pair.replace('-', '_'),
    kind: tradeKindOf(pair, requestedKind),
    markets,
    isPending: query.isPending,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
