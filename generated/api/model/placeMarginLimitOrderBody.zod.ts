/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeMarginLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyReduceOnlyDefault = false;
export const placeMarginLimitOrderBodyPostOnlyDefault = false;
export const placeMarginLimitOrderBodyIocDefault = false;
export const placeMarginLimitOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginLimitOrderBodyClientOrderIdMax = 64;


export const PlaceMarginLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyPriceRegExp),
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
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginLimitOrderBodyReduceOnlyDefault),
  "postOnly": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginLimitOrderBodyPostOnlyDefault),
  "ioc": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginLimitOrderBodyIocDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginLimitOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginLimitOrderBodyClientOrderIdMax)))
})

export type PlaceMarginLimitOrderBody = zod.input<typeof PlaceMarginLimitOrderBody>;
export type PlaceMarginLimitOrderBodyOutput = zod.output<typeof PlaceMarginLimitOrderBody>;
