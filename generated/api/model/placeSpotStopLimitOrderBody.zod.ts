/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeSpotStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyClientOrderIdMax = 64;


export const PlaceSpotStopLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStopLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotStopLimitOrderBodyClientOrderIdMax)))
})

export type PlaceSpotStopLimitOrderBody = zod.input<typeof PlaceSpotStopLimitOrderBody>;
export type PlaceSpotStopLimitOrderBodyOutput = zod.output<typeof PlaceSpotStopLimitOrderBody>;
