/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const userFundingHistoryItemTimeMin = 0;

export const userFundingHistoryItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const userFundingHistoryItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const userFundingHistoryItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryItemPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryItemDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const UserFundingHistoryItem = zod.object({
  "time": zod.int().min(userFundingHistoryItemTimeMin).describe('Seconds since the Unix epoch.'),
  "market": zod.stringFormat('market-dash', userFundingHistoryItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "ticker": zod.stringFormat('ticker', userFundingHistoryItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal', userFundingHistoryItemAmountRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "rate": zod.stringFormat('percent', userFundingHistoryItemRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "positionAmount": zod.stringFormat('decimal', userFundingHistoryItemPositionAmountRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "discount": zod.stringFormat('percent-unsigned', userFundingHistoryItemDiscountRegExp).optional().describe('The funding discount the user had (WBT holding), in percent.')
}).describe('One funding payment of the user\'s position (history page collateral/funding). Assumption: the fields are invented; `amount` is negative when the user paid and positive when the user received.')

export type UserFundingHistoryItem = zod.input<typeof UserFundingHistoryItem>;
export type UserFundingHistoryItemOutput = zod.output<typeof UserFundingHistoryItem>;
