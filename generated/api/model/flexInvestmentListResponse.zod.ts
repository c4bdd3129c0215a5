/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexInvestmentListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexInvestmentListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemOpenedAtMin = 0;


export const FlexInvestmentListResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', flexInvestmentListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', flexInvestmentListResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', flexInvestmentListResponseDataItemEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', flexInvestmentListResponseDataItemLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', flexInvestmentListResponseDataItemRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(flexInvestmentListResponseDataItemOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.'))
})

export type FlexInvestmentListResponse = zod.input<typeof FlexInvestmentListResponse>;
export type FlexInvestmentListResponseOutput = zod.output<typeof FlexInvestmentListResponse>;
