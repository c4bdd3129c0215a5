/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const placeMarginStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopMarketOrderBodyReduceOnlyDefault = false;
export const placeMarginStopMarketOrderBodyClientOrderIdMax = 64;


export const PlaceMarginStopMarketOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeMarginStopMarketOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeMarginStopMarketOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
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
  "reduce_only": zod.boolean().default(placeMarginStopMarketOrderBodyReduceOnlyDefault),
  "clientOrderId": zod.string().min(1).max(placeMarginStopMarketOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A margin or futures stop-market order (amount in the base asset). Assumption: modelled on the trade API v4 collateral trigger-market order, with the spec\'s `activation_condition`, `reduce_only` and `positionSide`.')

export type PlaceMarginStopMarketOrderBody = zod.input<typeof PlaceMarginStopMarketOrderBody>;
export type PlaceMarginStopMarketOrderBodyOutput = zod.output<typeof PlaceMarginStopMarketOrderBody>;
