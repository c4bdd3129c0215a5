/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const otcRequestListResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcRequestListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcRequestListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestListResponseDataItemNoteMax = 500;

export const otcRequestListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestListResponseDataItemTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcRequestListResponseDataItemCreatedAtMin = 0;

export const otcRequestListResponseDataItemExpiresAtMin = 0;

export const otcRequestListResponseDataItemAcceptedAtMin = 0;

export const otcRequestListResponsePaginationLimitMax = 100;

export const otcRequestListResponsePaginationOffsetMin = 0;

export const otcRequestListResponsePaginationTotalMin = 0;


export const OtcRequestListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "side": /*#__PURE__*/ zod.enum(['buy', 'sell']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', otcRequestListResponseDataItemAssetRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', otcRequestListResponseDataItemQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestListResponseDataItemAmountRegExp),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(otcRequestListResponseDataItemNoteMax))),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestListResponseDataItemPriceRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcRequestListResponseDataItemTotalRegExp),
  "status": /*#__PURE__*/ zod.enum(['quoted', 'accepted', 'expired', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestListResponseDataItemCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestListResponseDataItemExpiresAtMin)),
  "acceptedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestListResponseDataItemAcceptedAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(otcRequestListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcRequestListResponsePaginationTotalMin))
})
})

export type OtcRequestListResponse = zod.input<typeof OtcRequestListResponse>;
export type OtcRequestListResponseOutput = zod.output<typeof OtcRequestListResponse>;
