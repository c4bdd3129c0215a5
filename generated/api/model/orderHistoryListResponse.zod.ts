/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const orderHistoryListResponseDataItemClientOrderIdMax = 64;

export const orderHistoryListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const orderHistoryListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderHistoryListResponseDataItemTimestampMin = 0;

export const orderHistoryListResponseDataItemFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const orderHistoryListResponseDataItemFinishedAtMin = 0;

export const orderHistoryListResponseDataMax = 100;

export const orderHistoryListResponsePaginationLimitMax = 100;

export const orderHistoryListResponsePaginationOffsetMin = 0;

export const orderHistoryListResponsePaginationTotalMin = 0;


export const OrderHistoryListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(orderHistoryListResponseDataItemClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', orderHistoryListResponseDataItemMarketRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
} as const),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderHistoryListResponseDataItemDealFeeRegExp),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderHistoryListResponseDataItemTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', orderHistoryListResponseDataItemFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderHistoryListResponseDataItemFinishedAtMin)))
})).check(/*#__PURE__*/ zod.maxLength(orderHistoryListResponseDataMax)),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(orderHistoryListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderHistoryListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderHistoryListResponsePaginationTotalMin))
})
})

export type OrderHistoryListResponse = zod.input<typeof OrderHistoryListResponse>;
export type OrderHistoryListResponseOutput = zod.output<typeof OrderHistoryListResponse>;
