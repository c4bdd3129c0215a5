/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const earnHistoryItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnHistoryItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnHistoryItemTimeMin = 0;



export const EarnHistoryItem = zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', earnHistoryItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "type": zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
}).describe('Earn transaction types (section 4): 1 invest, 2 reinvest, 3 withdraw from investment, 4 daily earning, 5 close investment, 6 open investment.'),
  "amount": zod.stringFormat('decimal-unsigned', earnHistoryItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "time": zod.int().min(earnHistoryItemTimeMin).describe('Seconds since the Unix epoch.'),
  "planId": zod.int().min(1).optional().describe('The fixed plan, for fixed investments.')
}).describe('One transaction of an investment with the investment\'s status (section 3 status CLOSED=0, ACTIVE=1; section 4 transaction types). Assumption: the history lists transactions, each with the type, amount and time.')

export type EarnHistoryItem = zod.input<typeof EarnHistoryItem>;
export type EarnHistoryItemOutput = zod.output<typeof EarnHistoryItem>;
