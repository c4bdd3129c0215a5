/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marketListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marketListResponseDataItemTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const marketListResponseDataItemStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketListResponseDataItemMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketListResponseDataItemStockPrecMin = 0;
export const marketListResponseDataItemStockPrecMax = 18;

export const marketListResponseDataItemMoneyPrecMin = 0;
export const marketListResponseDataItemMoneyPrecMax = 18;

export const marketListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemMaxLeverageMax = 100;

export const marketListResponseDataItemPriorityMin = 0;

export const marketListResponseDataItemLastPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemHighRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemLowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemBaseVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketListResponseDataItemQuoteVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarketListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marketListResponseDataItemMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', marketListResponseDataItemTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', marketListResponseDataItemStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', marketListResponseDataItemMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "subType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['crypto', 'fiat', 'stable'])),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketListResponseDataItemStockPrecMin)).check(/*#__PURE__*/ zod.lte(marketListResponseDataItemStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketListResponseDataItemMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(marketListResponseDataItemMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemMinTotalRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemTakerFeeRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(marketListResponseDataItemMaxLeverageMax))),
  "priority": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketListResponseDataItemPriorityMin))),
  "lastPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemLastPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', marketListResponseDataItemChangeRegExp),
  "high": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemHighRegExp),
  "low": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemLowRegExp),
  "baseVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemBaseVolumeRegExp),
  "quoteVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketListResponseDataItemQuoteVolumeRegExp)
}))
})

export type MarketListResponse = zod.input<typeof MarketListResponse>;
export type MarketListResponseOutput = zod.output<typeof MarketListResponse>;
