/** Order facts of spec section 4 as translation keys: the type codes and the history statuses. */
import type { Order } from '../../../generated/socket/trade-socket.zod';

const TYPE_KEYS: Record<number, string> = {
  1: 'limit',
  2: 'market',
  202: 'market',
  3: 'stopLimit',
  4: 'stopMarket',
  7: 'marginLimit',
  8: 'marginMarket',
  9: 'marginStopLimit',
  10: 'marginStopMarket',
  14: 'normalization',
  203: 'stopMarket',
  778: 'multiLimit',
  779: 'marginMultiLimit',
};

export function orderTypeKey(type: number): string {
  return `orders.types.${TYPE_KEYS[type] ?? 'other'}`;
}

/** A finished order: filled, partly filled (and then cancelled) or cancelled without a fill. */
export function orderOutcomeKey(order: Pick<Order, 'deal_stock' | 'amount' | 'left' | 'status'>): string {
  if (order.status === 'CANCELED_BY_STP' || order.status === 'CANCELLED_BY_STP') return 'orders.outcomes.stp';
  if (order.deal_stock === '0' || /^0(\.0+)?$/.test(order.deal_stock)) return 'orders.outcomes.cancelled';
  if (/^0(\.0+)?$/.test(order.left)) return 'orders.outcomes.filled';
  return 'orders.outcomes.partial';
}
