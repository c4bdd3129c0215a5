/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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

export const MarketListResponse = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', marketListResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', marketListResponseDataItemTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', marketListResponseDataItemStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', marketListResponseDataItemMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "subType": zod.enum(['crypto', 'fiat', 'stable']).optional().describe('Listing filter of a market\'s quote asset (markets page `subType`).'),
  "stockPrec": zod.int().min(marketListResponseDataItemStockPrecMin).max(marketListResponseDataItemStockPrecMax).describe('Decimals of the amount (base asset).'),
  "moneyPrec": zod.int().min(marketListResponseDataItemMoneyPrecMin).max(marketListResponseDataItemMoneyPrecMax).describe('Decimals of the price (quote asset).'),
  "minAmount": zod.stringFormat('decimal-unsigned', marketListResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', marketListResponseDataItemMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', marketListResponseDataItemMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "makerFee": zod.stringFormat('decimal-unsigned', marketListResponseDataItemMakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFee": zod.stringFormat('decimal-unsigned', marketListResponseDataItemTakerFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean().describe('Whether the market is open for margin trading.'),
  "maxLeverage": zod.int().min(1).max(marketListResponseDataItemMaxLeverageMax).optional(),
  "priority": zod.int().min(marketListResponseDataItemPriorityMin).optional().describe('Listing order; lower comes first.'),
  "lastPrice": zod.stringFormat('decimal-unsigned', marketListResponseDataItemLastPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', marketListResponseDataItemChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "high": zod.stringFormat('decimal-unsigned', marketListResponseDataItemHighRegExp).describe('A DecimalString that is zero or positive.'),
  "low": zod.stringFormat('decimal-unsigned', marketListResponseDataItemLowRegExp).describe('A DecimalString that is zero or positive.'),
  "baseVolume": zod.stringFormat('decimal-unsigned', marketListResponseDataItemBaseVolumeRegExp).describe('A DecimalString that is zero or positive.'),
  "quoteVolume": zod.stringFormat('decimal-unsigned', marketListResponseDataItemQuoteVolumeRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A tradable market (section 3 "Market": market, tradeMarketName). The trading rules and the 24 h figures are modelled on the public API v4 `markets` and `ticker` responses (assumption: the web API\'s own fields are not shown).'))
})

export type MarketListResponse = zod.input<typeof MarketListResponse>;
export type MarketListResponseOutput = zod.output<typeof MarketListResponse>;
