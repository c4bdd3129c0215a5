/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const earnHistoryResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnHistoryResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnHistoryResponseDataItemTimeMin = 0;


export const earnHistoryResponsePaginationLimitMax = 100;

export const earnHistoryResponsePaginationOffsetMin = 0;

export const earnHistoryResponsePaginationTotalMin = 0;


export const EarnHistoryResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', earnHistoryResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
}).describe('Earn transaction types (section 4): 1 invest, 2 reinvest, 3 withdraw from investment, 4 daily earning, 5 close investment, 6 open investment.'),
  "amount": zod.stringFormat('decimal-unsigned', earnHistoryResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "time": zod.int().min(earnHistoryResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "planId": zod.int().min(1).optional().describe('The fixed plan, for fixed investments.')
}).describe('One transaction of an investment with the investment\'s status (section 3 status CLOSED=0, ACTIVE=1; section 4 transaction types). Assumption: the history lists transactions, each with the type, amount and time.')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(earnHistoryResponsePaginationLimitMax),
  "offset": zod.int().min(earnHistoryResponsePaginationOffsetMin),
  "total": zod.int().min(earnHistoryResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export type EarnHistoryResponse = zod.input<typeof EarnHistoryResponse>;
export type EarnHistoryResponseOutput = zod.output<typeof EarnHistoryResponse>;
