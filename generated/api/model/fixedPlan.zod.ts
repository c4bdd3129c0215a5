/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const fixedPlanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanDurationDaysMax = 365;

export const fixedPlanRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlan = zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedPlanTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "durationDays": zod.int().min(1).max(fixedPlanDurationDaysMax),
  "rate": zod.stringFormat('percent-unsigned', fixedPlanRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "minAmount": zod.stringFormat('decimal-unsigned', fixedPlanMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', fixedPlanMaxAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "isSoldOut": zod.boolean()
}).describe('A fixed earn plan: a ticker locked for a number of days at an APR. Assumption: the spec names the calls only; the fields are invented.')

export type FixedPlan = zod.input<typeof FixedPlan>;
export type FixedPlanOutput = zod.output<typeof FixedPlan>;
