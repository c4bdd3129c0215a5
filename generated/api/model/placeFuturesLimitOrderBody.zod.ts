/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeFuturesLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeFuturesLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyReduceOnlyDefault = false;
export const placeFuturesLimitOrderBodyPostOnlyDefault = false;
export const placeFuturesLimitOrderBodyIocDefault = false;
export const placeFuturesLimitOrderBodyStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeFuturesLimitOrderBodyClientOrderIdMax = 64;


export const PlaceFuturesLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeFuturesLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyPriceRegExp),
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
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesLimitOrderBodyReduceOnlyDefault),
  "postOnly": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesLimitOrderBodyPostOnlyDefault),
  "ioc": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeFuturesLimitOrderBodyIocDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeFuturesLimitOrderBodyTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeFuturesLimitOrderBodyClientOrderIdMax)))
})

export type PlaceFuturesLimitOrderBody = zod.input<typeof PlaceFuturesLimitOrderBody>;
export type PlaceFuturesLimitOrderBodyOutput = zod.output<typeof PlaceFuturesLimitOrderBody>;
