/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const dealListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const dealListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealListResponseDataItemTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealListResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealListResponseDataItemFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const dealListResponseDataItemTimeMin = 0;

export const dealListResponseDataMax = 100;

export const dealListResponsePaginationLimitMax = 100;

export const dealListResponsePaginationOffsetMin = 0;

export const dealListResponsePaginationTotalMin = 0;


export const DealListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "orderId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', dealListResponseDataItemMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "role": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.literal(1),/*#__PURE__*/ zod.literal(2)]),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealListResponseDataItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealListResponseDataItemAmountRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealListResponseDataItemTotalRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealListResponseDataItemFeeRegExp),
  "feeAsset": /*#__PURE__*/ zod.stringFormat('ticker', dealListResponseDataItemFeeAssetRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(dealListResponseDataItemTimeMin))
})).check(/*#__PURE__*/ zod.maxLength(dealListResponseDataMax)),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(dealListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(dealListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(dealListResponsePaginationTotalMin))
})
})

export type DealListResponse = zod.input<typeof DealListResponse>;
export type DealListResponseOutput = zod.output<typeof DealListResponse>;
