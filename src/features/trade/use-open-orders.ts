/**
 * The trader's orders of a market, as the socket contract reads the spec's queries: the active orders from
 * spot_order.query (spot) or margin_order.query (margin and futures), conditional ones from
 * conditional_order.query, the history from order.query (limit 100). The order stream (1 new, 2 updated,
 * 3 finished) keeps the active list live; a finished order leaves it and refreshes the history.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orderQuery,
  spotOrderQuery,
  marginOrderQuery,
  conditionalOrderQuery,
  useOrderSubscription,
} from '../../../generated/socket/trade-socket.client';
import type { OrderPage } from '../../../generated/socket/trade-socket.zod';
import { useSessionSnapshot } from '../../lib/session/session-store';
import type { OrderList } from './order-submission';
import type { TradeKind } from './use-trade-market';

export const ORDER_QUERY_LIMIT = 100;
const ORDER_EVENT = { New: 1, Update: 2, Finish: 3 } as const;

export const openOrdersKey = (market: string, kind: TradeKind = 'spot') =>
  ['socket', kind === 'spot' ? 'spot_order.query' : 'margin_order.query', market] as const;
export const orderHistoryKey = (market: string) => ['socket', 'order.query', market] as const;
export const conditionalOrdersKey = (market: string) => ['socket', 'conditional_order.query', market] as const;

const CONDITIONAL_TYPES = new Set([3, 4, 9, 10, 203]);
const SPOT_TYPES = new Set([1, 2, 202, 778]);

export function useOpenOrders(market: string, kind: TradeKind) {
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: openOrdersKey(market, kind),
    queryFn: () => (kind === 'spot' ? spotOrderQuery([market, 0, ORDER_QUERY_LIMIT]) : marginOrderQuery([market, 0, ORDER_QUERY_LIMIT])),
    enabled: loggedIn,
  });
  useOrderSubscription(loggedIn ? [market] : null, ([event, order]) => {
    if (order.market !== market) return;
    if (CONDITIONAL_TYPES.has(order.type)) {
      void queryClient.invalidateQueries({ queryKey: conditionalOrdersKey(market) });
      return;
    }
    if (SPOT_TYPES.has(order.type) !== (kind === 'spot')) return;
    queryClient.setQueryData<OrderPage>(openOrdersKey(market, kind), (page) => {
      if (!page) return page;
      const others = page.records.filter((o) => o.id !== order.id);
      const records = event === ORDER_EVENT.Finish ? others : [order, ...others].sort((a, b) => b.ctime - a.ctime);
      return { ...page, records, total: records.length };
    });
    if (event === ORDER_EVENT.Finish) void queryClient.invalidateQueries({ queryKey: orderHistoryKey(market) });
  });
  return query;
}

export function useOrderHistory(market: string, enabled: boolean) {
  const { loggedIn } = useSessionSnapshot();
  return useQuery({
    queryKey: orderHistoryKey(market),
    queryFn: () => orderQuery([market, 0, ORDER_QUERY_LIMIT]),
    enabled: loggedIn && enabled,
  });
}

export function useConditionalOrders(market: string, enabled: boolean) {
  const { loggedIn } = useSessionSnapshot();
  return useQuery({
    queryKey: conditionalOrdersKey(market),
    queryFn: () => conditionalOrderQuery([market, 0, ORDER_QUERY_LIMIT]),
    enabled: loggedIn && enabled,
  });
}

/**
 * One page of the trader's orders of a market, for the look-up of an order by its client order id after an uncertain
 * failure (order-submission.ts): the open orders of the kind, the conditional orders or the history.
 */
export function readOrderPage(market: string, kind: TradeKind, list: OrderList, offset: number): Promise<OrderPage> {
  const params: [string, number, number] = [market, offset, ORDER_QUERY_LIMIT];
  if (list === 'conditional') return conditionalOrderQuery(params);
  if (list === 'history') return orderQuery(params);
  return kind === 'spot' ? spotOrderQuery(params) : marginOrderQuery(params);
}
