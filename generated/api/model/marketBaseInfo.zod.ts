/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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


export const MarketBaseInfo = zod.object({
  "market": zod.stringFormat('market-dash', marketBaseInfoMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "tradeMarketName": zod.stringFormat('market-underscore', marketBaseInfoTradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "stock": zod.stringFormat('ticker', marketBaseInfoStockRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "money": zod.stringFormat('ticker', marketBaseInfoMoneyRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum(['spot', 'futures']),
  "stockPrec": zod.int().min(marketBaseInfoStockPrecMin).max(marketBaseInfoStockPrecMax),
  "moneyPrec": zod.int().min(marketBaseInfoMoneyPrecMin).max(marketBaseInfoMoneyPrecMax),
  "minAmount": zod.stringFormat('decimal-unsigned', marketBaseInfoMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', marketBaseInfoMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minTotal": zod.stringFormat('decimal-unsigned', marketBaseInfoMinTotalRegExp).describe('A DecimalString that is zero or positive.'),
  "tradesEnabled": zod.boolean(),
  "isMargin": zod.boolean(),
  "maxLeverage": zod.int().min(1).max(marketBaseInfoMaxLeverageMax).optional()
}).describe('The static part of a market, without the 24 h figures. Assumption: the spec names the call only; the fields are the trading rules of `Market` (modelled on the public API v4 `markets`).')

export type MarketBaseInfo = zod.input<typeof MarketBaseInfo>;
export type MarketBaseInfoOutput = zod.output<typeof MarketBaseInfo>;
