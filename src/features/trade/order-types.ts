/**
 * The order form's vocabulary: sides, types, shortcuts and limits. No arithmetic here, so the form renders
 * without decimal.js; the arithmetic (order-math.ts) loads after first paint with the input rules.
 */
export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market' | 'stopLimit' | 'stopMarket' | 'multiLimit' | 'oco';
export const ORDER_TYPES: readonly OrderType[] = ['limit', 'market', 'stopLimit', 'stopMarket', 'multiLimit', 'oco'];
export const PERCENT_SHORTCUTS = [25, 50, 75, 100] as const;
/** Multi-limit spreads an amount over 2 to 20 limit orders between two prices. */
export const MULTI_LIMIT_MIN = 2;
export const MULTI_LIMIT_MAX = 20;

export type FieldError = { key: string; values?: Record<string, string> };
