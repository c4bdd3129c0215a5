/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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

export const MarketResponse = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', marketResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', marketResponseDataTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', marketResponseDataStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', marketResponseDataMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "subType": zod.enum(['crypto', 'fiat', 'stable']).optional().describe('Listing filter of a market\'s quote asset (markets page `subType`).'),
  "stockPrec": zod.int().min(marketResponseDataStockPrecMin).max(marketResponseDataStockPrecMax).describe('Decimals of the amount (base asset).'),
  "moneyPrec": zod.int().min(marketResponseDataMoneyPrecMin).max(marketResponseDataMoneyPrecMax).describe('Decimals of the price (quote asset).'),
  "minAmount": zod.stringFormat('decimal-unsigned', marketResponseDataMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', marketResponseDataMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', marketResponseDataMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "makerFee": zod.stringFormat('decimal-unsigned', marketResponseDataMakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFee": zod.stringFormat('decimal-unsigned', marketResponseDataTakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean().describe('Whether the market is open for margin trading.'),
  "maxLeverage": zod.int().min(1).max(marketResponseDataMaxLeverageMax).optional(),
  "priority": zod.int().min(marketResponseDataPriorityMin).optional().describe('Listing order; lower comes first.'),
  "lastPrice": zod.stringFormat('decimal-unsigned', marketResponseDataLastPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', marketResponseDataChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "high": zod.stringFormat('decimal-unsigned', marketResponseDataHighRegExp).describe('A DecimalString that is zero or positive.'),
  "low": zod.stringFormat('decimal-unsigned', marketResponseDataLowRegExp).describe('A DecimalString that is zero or positive.'),
  "baseVolume": zod.stringFormat('decimal-unsigned', marketResponseDataBaseVolumeRegExp).describe('A DecimalString that is zero or positive.'),
  "quoteVolume": zod.stringFormat('decimal-unsigned', marketResponseDataQuoteVolumeRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A tradable market (section 3 "Market": market, tradeMarketName). The trading rules and the 24 h figures are modelled on the public API v4 `markets` and `ticker` responses (assumption: the web API\'s own fields are not shown).')
})

export type MarketResponse = zod.input<typeof MarketResponse>;
export type MarketResponseOutput = zod.output<typeof MarketResponse>;
