/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marketResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marketResponseDataTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const marketResponseDataStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketResponseDataMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketResponseDataStockPrecMin = 0;
export const marketResponseDataStockPrecMax = 18;

export const marketResponseDataMoneyPrecMin = 0;
export const marketResponseDataMoneyPrecMax = 18;

export const marketResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataMaxLeverageMax = 100;

export const marketResponseDataPriorityMin = 0;

export const marketResponseDataLastPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataHighRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataLowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataBaseVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketResponseDataQuoteVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarketResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marketResponseDataMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', marketResponseDataTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', marketResponseDataStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', marketResponseDataMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "subType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['crypto', 'fiat', 'stable'])),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketResponseDataStockPrecMin)).check(/*#__PURE__*/ zod.lte(marketResponseDataStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketResponseDataMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(marketResponseDataMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataMinTotalRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataTakerFeeRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(marketResponseDataMaxLeverageMax))),
  "priority": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketResponseDataPriorityMin))),
  "lastPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataLastPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', marketResponseDataChangeRegExp),
  "high": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataHighRegExp),
  "low": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataLowRegExp),
  "baseVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataBaseVolumeRegExp),
  "quoteVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketResponseDataQuoteVolumeRegExp)
})
})

export type MarketResponse = zod.input<typeof MarketResponse>;
export type MarketResponseOutput = zod.output<typeof MarketResponse>;
