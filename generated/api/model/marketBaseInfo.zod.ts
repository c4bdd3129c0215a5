/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marketBaseInfoMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marketBaseInfoTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const marketBaseInfoStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketBaseInfoMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketBaseInfoStockPrecMin = 0;
export const marketBaseInfoStockPrecMax = 18;

export const marketBaseInfoMoneyPrecMin = 0;
export const marketBaseInfoMoneyPrecMax = 18;

export const marketBaseInfoMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseInfoMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseInfoMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseInfoMaxLeverageMax = 100;


export const MarketBaseInfo = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marketBaseInfoMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', marketBaseInfoTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', marketBaseInfoStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', marketBaseInfoMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketBaseInfoStockPrecMin)).check(/*#__PURE__*/ zod.lte(marketBaseInfoStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketBaseInfoMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(marketBaseInfoMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseInfoMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseInfoMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseInfoMinTotalRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(marketBaseInfoMaxLeverageMax)))
})

export type MarketBaseInfo = zod.input<typeof MarketBaseInfo>;
export type MarketBaseInfoOutput = zod.output<typeof MarketBaseInfo>;
