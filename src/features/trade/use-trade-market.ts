/** The market of the trade page: its rules from the markets list, its kind (spot, margin, futures), its names. */
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListTradeMarketsQueryOptions, useListTradeMarkets } from '../../../generated/api/markets/markets';
import type { Market } from '../../../generated/api/model/market.zod';
import { MarketListResponse } from '../../../generated/api/model/marketListResponse.zod';
import { takeServedAnswer } from '../../lib/loading/served-data';

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

/**
 * Starts the markets list while the page's code is still loading (the trade route's loader), unless the page came
 * with it (served-data.ts: the server drew the header's figures from it): then the page draws from that answer.
 */
export function prefetchTradeMarkets(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(getListTradeMarketsQueryOptions({ query: marketsQuery(servedMarkets()) }));
}

/** The markets list the page came with, taken by whichever asks first: the route's loader or the page's first draw. */
const servedMarkets = () => takeServedAnswer('listTradeMarkets', MarketListResponse);

/** The list's query options, starting from the served list when there is one (used only where the query is new). */
const marketsQuery = (served: ReturnType<typeof servedMarkets>) => ({
  staleTime: MARKETS_STALE_MS,
  ...(served ? { initialData: served.data, initialDataUpdatedAt: served.updatedAt } : {}),
});

export function useTradeMarket(pair: string, requestedKind: string | undefined): TradeMarket {
  const [served] = useState(servedMarkets);
  const query = useListTradeMarkets({ query: marketsQuery(served) });
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
