/**
 * The data kind of each socket method, for the error-7 toast (spec section 8: "toast titled with request id naming
 * the data kind: spot balance, active orders, orders history, market details, chart, generic"). One table: a method
 * not in it is generic. Assumption (the spec does not map methods to kinds): balances are asset.*, active orders the
 * three per-trade-type order queries and the order stream, history the paginated order.query and the user's fills,
 * market details the book, trades and statistics streams, chart the last bar.
 */
export const SocketDataKind = {
  SpotBalance: 'spotBalance',
  ActiveOrders: 'activeOrders',
  OrdersHistory: 'ordersHistory',
  MarketDetails: 'marketDetails',
  Chart: 'chart',
  Generic: 'generic',
} as const;
export type SocketDataKind = (typeof SocketDataKind)[keyof typeof SocketDataKind];

export const METHOD_DATA_KINDS: Readonly<Record<string, SocketDataKind>> = {
  'asset.query': SocketDataKind.SpotBalance,
  'asset.subscribe': SocketDataKind.SpotBalance,
  'spot_order.query': SocketDataKind.ActiveOrders,
  'margin_order.query': SocketDataKind.ActiveOrders,
  'conditional_order.query': SocketDataKind.ActiveOrders,
  'order.subscribe': SocketDataKind.ActiveOrders,
  'order.query': SocketDataKind.OrdersHistory,
  'user_deals.subscribe': SocketDataKind.OrdersHistory,
  'depth.subscribe': SocketDataKind.MarketDetails,
  'deals.subscribe': SocketDataKind.MarketDetails,
  'state.subscribe': SocketDataKind.MarketDetails,
  'kline_last_deal.query': SocketDataKind.Chart,
};

export function socketDataKind(method: string): SocketDataKind {
  return Object.hasOwn(METHOD_DATA_KINDS, method) ? METHOD_DATA_KINDS[method]! : SocketDataKind.Generic;
}
