/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeMarginMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrderBodyReduceOnlyDefault = false;
export const placeMarginMarketOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginMarketOrderBodyClientOrderIdMax = 64;


export const PlaceMarginMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyAmountRegExp),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginMarketOrderBodyReduceOnlyDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginMarketOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginMarketOrderBodyClientOrderIdMax)))
})

export type PlaceMarginMarketOrderBody = zod.input<typeof PlaceMarginMarketOrderBody>;
export type PlaceMarginMarketOrderBodyOutput = zod.output<typeof PlaceMarginMarketOrderBody>;
