/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const fixedPlanDetailTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanDetailDurationDaysMax = 365;

export const fixedPlanDetailRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailPoolSizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailPoolLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlanDetail = zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedPlanDetailTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "durationDays": zod.int().min(1).max(fixedPlanDetailDurationDaysMax),
  "rate": zod.stringFormat('percent-unsigned', fixedPlanDetailRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "minAmount": zod.stringFormat('decimal-unsigned', fixedPlanDetailMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', fixedPlanDetailMaxAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "isSoldOut": zod.boolean(),
  "poolSize": zod.stringFormat('decimal-unsigned', fixedPlanDetailPoolSizeRegExp).describe('A DecimalString that is zero or positive.'),
  "poolLeft": zod.stringFormat('decimal-unsigned', fixedPlanDetailPoolLeftRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A fixed plan with its pool. Assumption: the fields of `FixedPlan` plus the pool size and what is left of it.')

export type FixedPlanDetail = zod.input<typeof FixedPlanDetail>;
export type FixedPlanDetailOutput = zod.output<typeof FixedPlanDetail>;
