/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const fixedPlanDetailResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanDetailResponseDataDurationDaysMax = 365;

export const fixedPlanDetailResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataPoolSizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataPoolLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlanDetailResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedPlanDetailResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "durationDays": zod.int().min(1).max(fixedPlanDetailResponseDataDurationDaysMax),
  "rate": zod.stringFormat('percent-unsigned', fixedPlanDetailResponseDataRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "minAmount": zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataMaxAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "isSoldOut": zod.boolean(),
  "poolSize": zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataPoolSizeRegExp).describe('A DecimalString that is zero or positive.'),
  "poolLeft": zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataPoolLeftRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A fixed plan with its pool. Assumption: the fields of `FixedPlan` plus the pool size and what is left of it.')
})

export type FixedPlanDetailResponse = zod.input<typeof FixedPlanDetailResponse>;
export type FixedPlanDetailResponseOutput = zod.output<typeof FixedPlanDetailResponse>;
