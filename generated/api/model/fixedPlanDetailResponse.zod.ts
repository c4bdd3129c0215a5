/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const fixedPlanDetailResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanDetailResponseDataDurationDaysMax = 365;

export const fixedPlanDetailResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataPoolSizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailResponseDataPoolLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlanDetailResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedPlanDetailResponseDataTickerRegExp),
  "durationDays": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fixedPlanDetailResponseDataDurationDaysMax)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedPlanDetailResponseDataRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataMaxAmountRegExp),
  "isSoldOut": /*#__PURE__*/ zod.boolean(),
  "poolSize": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataPoolSizeRegExp),
  "poolLeft": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailResponseDataPoolLeftRegExp)
})
})

export type FixedPlanDetailResponse = zod.input<typeof FixedPlanDetailResponse>;
export type FixedPlanDetailResponseOutput = zod.output<typeof FixedPlanDetailResponse>;
