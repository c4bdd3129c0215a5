/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const placeSpotLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyClientOrderIdMax = 64;


export const PlaceSpotLimitOrderBody = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', placeSpotLimitOrderBodyMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyPriceRegExp),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(placeSpotLimitOrderBodyClientOrderIdMax)))
})

export type PlaceSpotLimitOrderBody = zod.input<typeof PlaceSpotLimitOrderBody>;
export type PlaceSpotLimitOrderBodyOutput = zod.output<typeof PlaceSpotLimitOrderBody>;
