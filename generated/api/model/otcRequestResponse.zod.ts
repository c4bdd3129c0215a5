/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const otcRequestResponseDataAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcRequestResponseDataQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcRequestResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestResponseDataNoteMax = 500;

export const otcRequestResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestResponseDataTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestResponseDataCreatedAtMin = 0;

export const otcRequestResponseDataExpiresAtMin = 0;

export const otcRequestResponseDataAcceptedAtMin = 0;


export const OtcRequestResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "side": /*#__PURE__*/ zod.enum(['buy', 'sell']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', otcRequestResponseDataAssetRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', otcRequestResponseDataQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestResponseDataAmountRegExp),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(otcRequestResponseDataNoteMax))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestResponseDataPriceRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestResponseDataTotalRegExp),
  "status": /*#__PURE__*/ zod.enum(['quoted', 'accepted', 'expired', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestResponseDataCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestResponseDataExpiresAtMin)),
  "acceptedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestResponseDataAcceptedAtMin)))
})
})

export type OtcRequestResponse = zod.input<typeof OtcRequestResponse>;
export type OtcRequestResponseOutput = zod.output<typeof OtcRequestResponse>;
