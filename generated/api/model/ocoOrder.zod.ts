/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const ocoOrderStopLossClientOrderIdMax = 64;

export const ocoOrderStopLossMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const ocoOrderStopLossAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossTimestampMin = 0;

export const ocoOrderStopLossFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const ocoOrderStopLossFinishedAtMin = 0;


export const ocoOrderTakeProfitClientOrderIdMax = 64;

export const ocoOrderTakeProfitMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const ocoOrderTakeProfitAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitTimestampMin = 0;

export const ocoOrderTakeProfitFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const ocoOrderTakeProfitFinishedAtMin = 0;


export const OcoOrder = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "reduce_only": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "stop_loss": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(ocoOrderStopLossClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', ocoOrderStopLossMarketRegExp),
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
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderStopLossDealFeeRegExp),
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
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(ocoOrderStopLossTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', ocoOrderStopLossFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(ocoOrderStopLossFinishedAtMin)))
}),
  "take_profit": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(ocoOrderTakeProfitClientOrderIdMax))),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', ocoOrderTakeProfitMarketRegExp),
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
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitActivationPriceRegExp)),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "left": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitLeftRegExp),
  "dealStock": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitDealStockRegExp),
  "dealMoney": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitDealMoneyRegExp),
  "dealFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitDealFeeRegExp),
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
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(ocoOrderTakeProfitTimestampMin)),
  "feeAsset": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', ocoOrderTakeProfitFeeAssetRegExp)),
  "finishedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(ocoOrderTakeProfitFinishedAtMin)))
})
})

export type OcoOrder = zod.input<typeof OcoOrder>;
export type OcoOrderOutput = zod.output<typeof OcoOrder>;
