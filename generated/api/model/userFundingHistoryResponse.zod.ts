/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const userFundingHistoryResponseDataItemTimeMin = 0;

export const userFundingHistoryResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const userFundingHistoryResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const userFundingHistoryResponseDataItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponseDataItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponseDataItemPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponseDataItemDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponsePaginationLimitMax = 100;

export const userFundingHistoryResponsePaginationOffsetMin = 0;

export const userFundingHistoryResponsePaginationTotalMin = 0;


export const UserFundingHistoryResponse = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(userFundingHistoryResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "market": zod.stringFormat('market-dash', userFundingHistoryResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "ticker": zod.stringFormat('ticker', userFundingHistoryResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal', userFundingHistoryResponseDataItemAmountRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "rate": zod.stringFormat('percent', userFundingHistoryResponseDataItemRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "positionAmount": zod.stringFormat('decimal', userFundingHistoryResponseDataItemPositionAmountRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "discount": zod.stringFormat('percent-unsigned', userFundingHistoryResponseDataItemDiscountRegExp).optional().describe('The funding discount the user had (WBT holding), in percent.')
}).describe('One funding payment of the user\'s position (history page collateral/funding). Assumption: the fields are invented; `amount` is negative when the user paid and positive when the user received.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(userFundingHistoryResponsePaginationLimitMax),
  "offset": zod.int().min(userFundingHistoryResponsePaginationOffsetMin),
  "total": zod.int().min(userFundingHistoryResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export type UserFundingHistoryResponse = zod.input<typeof UserFundingHistoryResponse>;
export type UserFundingHistoryResponseOutput = zod.output<typeof UserFundingHistoryResponse>;
