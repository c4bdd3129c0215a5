/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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


export const MarketBaseInfoListResponse = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', marketBaseInfoListResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', marketBaseInfoListResponseDataItemTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', marketBaseInfoListResponseDataItemStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', marketBaseInfoListResponseDataItemMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "stockPrec": zod.int().min(marketBaseInfoListResponseDataItemStockPrecMin).max(marketBaseInfoListResponseDataItemStockPrecMax),
  "moneyPrec": zod.int().min(marketBaseInfoListResponseDataItemMoneyPrecMin).max(marketBaseInfoListResponseDataItemMoneyPrecMax),
  "minAmount": zod.stringFormat('decimal-unsigned', marketBaseInfoListResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', marketBaseInfoListResponseDataItemMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', marketBaseInfoListResponseDataItemMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean(),
  "maxLeverage": zod.int().min(1).max(marketBaseInfoListResponseDataItemMaxLeverageMax).optional()
}).describe('The static part of a market, without the 24 h figures. Assumption: the spec names the call only; the fields are the trading rules of `Market` (modelled on the public API v4 `markets`).'))
})

export type MarketBaseInfoListResponse = zod.input<typeof MarketBaseInfoListResponse>;
export type MarketBaseInfoListResponseOutput = zod.output<typeof MarketBaseInfoListResponse>;
