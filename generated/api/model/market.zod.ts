/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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

export const Market = zod.object({
  "market": zod.stringFormat('market-dash', marketMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', marketTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', marketStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', marketMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "subType": zod.enum(['crypto', 'fiat', 'stable']).optional().describe('Listing filter of a market\'s quote asset (markets page `subType`).'),
  "stockPrec": zod.int().min(marketStockPrecMin).max(marketStockPrecMax).describe('Decimals of the amount (base asset).'),
  "moneyPrec": zod.int().min(marketMoneyPrecMin).max(marketMoneyPrecMax).describe('Decimals of the price (quote asset).'),
  "minAmount": zod.stringFormat('decimal-unsigned', marketMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', marketMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', marketMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "makerFee": zod.stringFormat('decimal-unsigned', marketMakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFee": zod.stringFormat('decimal-unsigned', marketTakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean().describe('Whether the market is open for margin trading.'),
  "maxLeverage": zod.int().min(1).max(marketMaxLeverageMax).optional(),
  "priority": zod.int().min(marketPriorityMin).optional().describe('Listing order; lower comes first.'),
  "lastPrice": zod.stringFormat('decimal-unsigned', marketLastPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', marketChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "high": zod.stringFormat('decimal-unsigned', marketHighRegExp).describe('A DecimalString that is zero or positive.'),
  "low": zod.stringFormat('decimal-unsigned', marketLowRegExp).describe('A DecimalString that is zero or positive.'),
  "baseVolume": zod.stringFormat('decimal-unsigned', marketBaseVolumeRegExp).describe('A DecimalString that is zero or positive.'),
  "quoteVolume": zod.stringFormat('decimal-unsigned', marketQuoteVolumeRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A tradable market (section 3 "Market": market, tradeMarketName). The trading rules and the 24 h figures are modelled on the public API v4 `markets` and `ticker` responses (assumption: the web API\'s own fields are not shown).')

export type Market = zod.input<typeof Market>;
export type MarketOutput = zod.output<typeof Market>;
