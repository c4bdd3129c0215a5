/** Order facts of spec section 4 as translation keys: the type codes and the history statuses. */
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

/** The history status of section 4: 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. */
export const ORDER_STATUSES = [
  { value: '1', key: 'orders.outcomes.filled' },
  { value: '7', key: 'orders.outcomes.partial' },
  { value: '2', key: 'orders.outcomes.cancelled' },
  { value: '8', key: 'orders.outcomes.stp' },
] as const;

export function orderStatusKey(status: number | undefined): string {
  return ORDER_STATUSES.find((s) => s.value === String(status))?.key ?? 'orders.outcomes.cancelled';
}
