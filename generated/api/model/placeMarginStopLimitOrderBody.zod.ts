/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeMarginStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeMarginStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeMarginStopLimitOrderBodyReduceOnlyDefault = false;
export const placeMarginStopLimitOrderBodyClientOrderIdMax = 64;


export const PlaceMarginStopLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeMarginStopLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeMarginStopLimitOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
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
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), placeMarginStopLimitOrderBodyReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeMarginStopLimitOrderBodyClientOrderIdMax)))
})

export type PlaceMarginStopLimitOrderBody = zod.input<typeof PlaceMarginStopLimitOrderBody>;
export type PlaceMarginStopLimitOrderBodyOutput = zod.output<typeof PlaceMarginStopLimitOrderBody>;
