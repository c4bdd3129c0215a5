/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const orderResponseDataClientOrderIdMax = 64;

export const orderResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const orderResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const orderResponseDataTimestampMin = 0;

export const orderResponseDataFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const orderResponseDataFinishedAtMin = 0;


export const OrderResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(orderResponseDataClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', orderResponseDataMarketRegExp),
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
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', orderResponseDataDealFeeRegExp),
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
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderResponseDataTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', orderResponseDataFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(orderResponseDataFinishedAtMin)))
})
})

export type OrderResponse = zod.input<typeof OrderResponse>;
export type OrderResponseOutput = zod.output<typeof OrderResponse>;
