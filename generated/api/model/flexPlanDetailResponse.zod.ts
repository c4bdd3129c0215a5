/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexPlanDetailResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanDetailResponseDataRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanDetailResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanDetailResponseDataInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentOpenedAtMin = 0;


export const FlexPlanDetailResponse = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', flexPlanDetailResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rates": zod.array(zod.object({
  "rate": zod.stringFormat('percent-unsigned', flexPlanDetailResponseDataRatesItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonusEnabled": zod.boolean(),
  "fromAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataRatesItemFromAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "toAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataRatesItemToAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A rate entry of a flexible plan (section 3 "Earn": rate, bonusEnabled); `rate` is the APR in percent. Assumption: entries may apply to an amount tier (`fromAmount` up to `toAmount`).')).min(1),
  "minAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "totalInvested": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataTotalInvestedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "investment": zod.object({
  "ticker": zod.stringFormat('ticker', flexPlanDetailResponseDataInvestmentTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataInvestmentAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataInvestmentEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataInvestmentLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', flexPlanDetailResponseDataInvestmentRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(flexPlanDetailResponseDataInvestmentOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).optional().describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
}).describe('A flexible plan with the user\'s investment in it when logged in and invested. Assumption: the plan fields of `FlexPlan` plus `investment` and the total invested by everyone.')
})

export type FlexPlanDetailResponse = zod.input<typeof FlexPlanDetailResponse>;
export type FlexPlanDetailResponseOutput = zod.output<typeof FlexPlanDetailResponse>;
