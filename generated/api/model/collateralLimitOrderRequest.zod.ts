/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const collateralLimitOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const collateralLimitOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestReduceOnlyDefault = false;
export const collateralLimitOrderRequestPostOnlyDefault = false;
export const collateralLimitOrderRequestIocDefault = false;
export const collateralLimitOrderRequestStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestClientOrderIdMax = 64;


export const CollateralLimitOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', collateralLimitOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "reduce_only": zod.boolean().default(collateralLimitOrderRequestReduceOnlyDefault),
  "postOnly": zod.boolean().default(collateralLimitOrderRequestPostOnlyDefault),
  "ioc": zod.boolean().default(collateralLimitOrderRequestIocDefault).describe('Immediate or cancel.'),
  "stopLoss": zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestStopLossRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "takeProfit": zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestTakeProfitRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(collateralLimitOrderRequestClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures limit order. `positionSide` is required in hedge mode (LONG or SHORT) and ignored in one-way mode; `reduce_only` only reduces an open position and cannot be combined with `stopLoss` or `takeProfit`. Assumption: the fields besides the spec\'s `reduce_only` and `positionSide` follow the trade API v4 collateral limit order; `leverage`, when sent, sets the account leverage before the order is placed.')

export type CollateralLimitOrderRequest = zod.input<typeof CollateralLimitOrderRequest>;
export type CollateralLimitOrderRequestOutput = zod.output<typeof CollateralLimitOrderRequest>;
