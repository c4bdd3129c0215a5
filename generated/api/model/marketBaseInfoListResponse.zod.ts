/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marketBaseInfoListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marketBaseInfoListResponseDataItemTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const marketBaseInfoListResponseDataItemStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketBaseInfoListResponseDataItemMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketBaseInfoListResponseDataItemStockPrecMin = 0;
export const marketBaseInfoListResponseDataItemStockPrecMax = 18;

export const marketBaseInfoListResponseDataItemMoneyPrecMin = 0;
export const marketBaseInfoListResponseDataItemMoneyPrecMax = 18;

export const marketBaseInfoListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseInfoListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseInfoListResponseDataItemMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseInfoListResponseDataItemMaxLeverageMax = 100;


export const MarketBaseInfoListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marketBaseInfoListResponseDataItemMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', marketBaseInfoListResponseDataItemTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', marketBaseInfoListResponseDataItemStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', marketBaseInfoListResponseDataItemMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketBaseInfoListResponseDataItemStockPrecMin)).check(/*#__PURE__*/ zod.lte(marketBaseInfoListResponseDataItemStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketBaseInfoListResponseDataItemMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(marketBaseInfoListResponseDataItemMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseInfoListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseInfoListResponseDataItemMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseInfoListResponseDataItemMinTotalRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(marketBaseInfoListResponseDataItemMaxLeverageMax)))
}))
})

export type MarketBaseInfoListResponse = zod.input<typeof MarketBaseInfoListResponse>;
export type MarketBaseInfoListResponseOutput = zod.output<typeof MarketBaseInfoListResponse>;
