/**
 * The trader's open orders of a market: the first page from order.query (limit 100), then kept live by the
 * order stream (1 new, 2 updated, 3 finished). Finished orders leave the list and refresh the history.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { orderQuery, spotOrderQuery, marginOrderQuery, conditionalOrderQuery, useOrderSubscription } from '../../../generated/socket/trade-socket.client';
import type { OrderPage } from '../../../generated/socket/trade-socket.zod';
import { useSessionSnapshot } from '../../lib/session/session-store';
import type { TradeKind } from './use-trade-market';

export const ORDER_QUERY_LIMIT = 100;
const ORDER_EVENT = { New: 1, Update: 2, Finish: 3 } as const;

export const openOrdersKey = (market: string) => ['socket', 'order.query', market] as const;
export const orderHistoryKey = (market: string, kind: TradeKind) => ['socket', kind === 'spot' ? 'spot_order.query' : 'margin_order.query', market] as const;
export const conditionalOrdersKey = (market: string) => ['socket', 'conditional_order.query', market] as const;

export function useOpenOrders(market: string) {
  const { loggedIn } = useSessionSnapshot();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: openOrdersKey(market), queryFn: () => orderQuery([market, 0, ORDER_QUERY_LIMIT]), enabled: loggedIn });
  useOrderSubscription(loggedIn ? [market] : null, ([event, order]) => {
    if (order.market !== market) return;
    queryClient.setQueryData<OrderPage>(openOrdersKey(market), (page) => {
      if (!page) return page;
      const others = page.records.filter((o) => o.id !== order.id);
      const records = event === ORDER_EVENT.Finish ? others : [order, ...others].sort((a, b) => b.ctime - a.ctime);
      return { ...page, records, total: records.length };
    });
    if (event === ORDER_EVENT.Finish) void queryClient.invalidateQueries({ queryKey: ['socket', 'spot_order.query', market] });
    if (event === ORDER_EVENT.Finish) void queryClient.invalidateQueries({ queryKey: ['socket', 'margin_order.query', market] });
  });
  return query;
}

export function useOrderHistory(market: string, kind: TradeKind, enabled: boolean) {
  const { loggedIn } = useSessionSnapshot();
  return useQuery({
    queryKey: orderHistoryKey(market, kind),
    queryFn: () => (kind === 'spot' ? spotOrderQuery([market, 0, ORDER_QUERY_LIMIT]) : marginOrderQuery([market, 0, ORDER_QUERY_LIMIT])),
    enabled: loggedIn && enabled,
  });
}

export function useConditionalOrders(market: string, enabled: boolean) {
  const { loggedIn } = useSessionSnapshot();
  return useQuery({ queryKey: conditionalOrdersKey(market), queryFn: () => conditionalOrderQuery([market, 0, ORDER_QUERY_LIMIT]), enabled: loggedIn && enabled });
}
