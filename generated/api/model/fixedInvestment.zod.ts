/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const fixedInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentStartedAtMin = 0;

export const fixedInvestmentEndsAtMin = 0;


export const FixedInvestment = zod.object({
  "id": zod.int().min(1),
  "planId": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedInvestmentTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', fixedInvestmentAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', fixedInvestmentRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "expectedProfit": zod.stringFormat('decimal-unsigned', fixedInvestmentExpectedProfitRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "startedAt": zod.int().min(fixedInvestmentStartedAtMin).describe('Seconds since the Unix epoch.'),
  "endsAt": zod.int().min(fixedInvestmentEndsAtMin).describe('Seconds since the Unix epoch.')
}).describe('The user\'s investment in a fixed plan. Assumption: the fields are invented.')

export type FixedInvestment = zod.input<typeof FixedInvestment>;
export type FixedInvestmentOutput = zod.output<typeof FixedInvestment>;
