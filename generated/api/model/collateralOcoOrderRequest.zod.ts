/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const collateralOcoOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const collateralOcoOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralOcoOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralOcoOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralOcoOrderRequestStopLimitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralOcoOrderRequestReduceOnlyDefault = false;
export const collateralOcoOrderRequestClientOrderIdMax = 64;


export const CollateralOcoOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', collateralOcoOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', collateralOcoOrderRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', collateralOcoOrderRequestPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', collateralOcoOrderRequestActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "stopLimitPrice": zod.stringFormat('decimal-unsigned', collateralOcoOrderRequestStopLimitPriceRegExp).describe('A DecimalString that is zero or positive.'),
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
  "reduce_only": zod.boolean().default(collateralOcoOrderRequestReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(collateralOcoOrderRequestClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures OCO order; both legs inherit `reduce_only` and `positionSide`. Assumption: modelled on the trade API v4 collateral OCO (`price`, `activation_price`, `stop_limit_price`), with the web API\'s camelCase names.')

export type CollateralOcoOrderRequest = zod.input<typeof CollateralOcoOrderRequest>;
export type CollateralOcoOrderRequestOutput = zod.output<typeof CollateralOcoOrderRequest>;
