/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexPlanDetailTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanDetailRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanDetailMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanDetailInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailInvestmentEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailInvestmentLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailInvestmentOpenedAtMin = 0;


export const FlexPlanDetail = zod.object({
  "ticker": zod.stringFormat('ticker', flexPlanDetailTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rates": zod.array(zod.object({
  "rate": zod.stringFormat('percent-unsigned', flexPlanDetailRatesItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonusEnabled": zod.boolean(),
  "fromAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailRatesItemFromAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "toAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailRatesItemToAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A rate entry of a flexible plan (section 3 "Earn": rate, bonusEnabled); `rate` is the APR in percent. Assumption: entries may apply to an amount tier (`fromAmount` up to `toAmount`).')).min(1),
  "minAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', flexPlanDetailMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "totalInvested": zod.stringFormat('decimal-unsigned', flexPlanDetailTotalInvestedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "investment": zod.object({
  "ticker": zod.stringFormat('ticker', flexPlanDetailInvestmentTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', flexPlanDetailInvestmentAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "earned": zod.stringFormat('decimal-unsigned', flexPlanDetailInvestmentEarnedRegExp).describe('Everything earned so far.'),
  "lastDayEarned": zod.stringFormat('decimal-unsigned', flexPlanDetailInvestmentLastDayEarnedRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', flexPlanDetailInvestmentRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "status": zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.'),
  "autoReinvest": zod.boolean(),
  "openedAt": zod.int().min(flexPlanDetailInvestmentOpenedAtMin).optional().describe('Seconds since the Unix epoch.')
}).optional().describe('The user\'s flexible investment in one ticker. Assumption: the fields are invented from the summary, accrual and auto-reinvest calls.')
}).describe('A flexible plan with the user\'s investment in it when logged in and invested. Assumption: the plan fields of `FlexPlan` plus `investment` and the total invested by everyone.')

export type FlexPlanDetail = zod.input<typeof FlexPlanDetail>;
export type FlexPlanDetailOutput = zod.output<typeof FlexPlanDetail>;
