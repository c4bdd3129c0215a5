/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const fixedInvestmentResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedInvestmentResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentResponseDataExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentResponseDataStartedAtMin = 0;

export const fixedInvestmentResponseDataEndsAtMin = 0;


export const FixedInvestmentResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "planId": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedInvestmentResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', fixedInvestmentResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', fixedInvestmentResponseDataRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "expectedProfit": zod.stringFormat('decimal-unsigned', fixedInvestmentResponseDataExpectedProfitRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "startedAt": zod.int().min(fixedInvestmentResponseDataStartedAtMin).describe('Seconds since the Unix epoch.'),
  "endsAt": zod.int().min(fixedInvestmentResponseDataEndsAtMin).describe('Seconds since the Unix epoch.')
}).describe('The user\'s investment in a fixed plan. Assumption: the fields are invented.')
})

export type FixedInvestmentResponse = zod.input<typeof FixedInvestmentResponse>;
export type FixedInvestmentResponseOutput = zod.output<typeof FixedInvestmentResponse>;
