/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marketMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marketTradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const marketStockRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketMoneyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marketStockPrecMin = 0;
export const marketStockPrecMax = 18;

export const marketMoneyPrecMin = 0;
export const marketMoneyPrecMax = 18;

export const marketMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketMinTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketMakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketTakerFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketMaxLeverageMax = 100;

export const marketPriorityMin = 0;

export const marketLastPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketHighRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketLowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketBaseVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketQuoteVolumeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const Market = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marketMarketRegExp),
  "tradeMarketName": /*#__PURE__*/ zod.stringFormat('market-underscore', marketTradeMarketNameRegExp),
  "stock": /*#__PURE__*/ zod.stringFormat('ticker', marketStockRegExp),
  "money": /*#__PURE__*/ zod.stringFormat('ticker', marketMoneyRegExp),
  "type": /*#__PURE__*/ zod.enum(['spot', 'futures']),
  "subType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['crypto', 'fiat', 'stable'])),
  "stockPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketStockPrecMin)).check(/*#__PURE__*/ zod.lte(marketStockPrecMax)),
  "moneyPrec": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketMoneyPrecMin)).check(/*#__PURE__*/ zod.lte(marketMoneyPrecMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketMaxAmountRegExp)),
  "minTotal": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketMinTotalRegExp),
  "makerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketMakerFeeRegExp),
  "takerFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketTakerFeeRegExp),
  "tradesEnabled": /*#__PURE__*/ zod.boolean(),
  "isMargin": /*#__PURE__*/ zod.boolean(),
  "maxLeverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(marketMaxLeverageMax))),
  "priority": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marketPriorityMin))),
  "lastPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketLastPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', marketChangeRegExp),
  "high": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketHighRegExp),
  "low": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketLowRegExp),
  "baseVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketBaseVolumeRegExp),
  "quoteVolume": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marketQuoteVolumeRegExp)
})

export type Market = zod.input<typeof Market>;
export type MarketOutput = zod.output<typeof Market>;
