/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const otcRequestAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcRequestQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestNoteMax = 500;

export const otcRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestCreatedAtMin = 0;

export const otcRequestExpiresAtMin = 0;

export const otcRequestAcceptedAtMin = 0;


export const OtcRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "side": /*#__PURE__*/ zod.enum(['buy', 'sell']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', otcRequestAssetRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', otcRequestQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestAmountRegExp),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(otcRequestNoteMax))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestPriceRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestTotalRegExp),
  "status": /*#__PURE__*/ zod.enum(['quoted', 'accepted', 'expired', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestExpiresAtMin)),
  "acceptedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestAcceptedAtMin)))
})

export type OtcRequest = zod.input<typeof OtcRequest>;
export type OtcRequestOutput = zod.output<typeof OtcRequest>;
