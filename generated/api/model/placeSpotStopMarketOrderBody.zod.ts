/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeSpotStopMarketOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopMarketOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopMarketOrderBodyClientOrderIdMax = 64;


export const PlaceSpotStopMarketOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotStopMarketOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrderBodyAmountRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotStopMarketOrderBodyActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(placeSpotStopMarketOrderBodyClientOrderIdMax)))
})

export type PlaceSpotStopMarketOrderBody = zod.input<typeof PlaceSpotStopMarketOrderBody>;
export type PlaceSpotStopMarketOrderBodyOutput = zod.output<typeof PlaceSpotStopMarketOrderBody>;
