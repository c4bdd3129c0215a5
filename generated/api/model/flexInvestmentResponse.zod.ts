/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexInvestmentResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexInvestmentResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataOpenedAtMin = 0;


export const FlexInvestmentResponse = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', flexInvestmentResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', flexInvestmentResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', flexInvestmentResponseDataEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', flexInvestmentResponseDataLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', flexInvestmentResponseDataRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(flexInvestmentResponseDataOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
})

export type FlexInvestmentResponse = zod.input<typeof FlexInvestmentResponse>;
export type FlexInvestmentResponseOutput = zod.output<typeof FlexInvestmentResponse>;
