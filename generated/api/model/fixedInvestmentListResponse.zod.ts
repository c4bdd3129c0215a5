/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const fixedInvestmentListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedInvestmentListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentListResponseDataItemExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentListResponseDataItemStartedAtMin = 0;

export const fixedInvestmentListResponseDataItemEndsAtMin = 0;


export const FixedInvestmentListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "planId": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedInvestmentListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', fixedInvestmentListResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', fixedInvestmentListResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "expectedProfit": zod.stringFormat('decimal-unsigned', fixedInvestmentListResponseDataItemExpectedProfitRegExp).describe('A DecimalString that is zero or positive.'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "startedAt": zod.int().min(fixedInvestmentListResponseDataItemStartedAtMin).describe('Seconds since the Unix epoch.'),
  "endsAt": zod.int().min(fixedInvestmentListResponseDataItemEndsAtMin).describe('Seconds since the Unix epoch.')
}).describe('The user\'s investment in a fixed plan. Assumption: the fields are invented.'))
})

export type FixedInvestmentListResponse = zod.input<typeof FixedInvestmentListResponse>;
export type FixedInvestmentListResponseOutput = zod.output<typeof FixedInvestmentListResponse>;
