/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const fixedPlanDetailTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanDetailDurationDaysMax = 365;

export const fixedPlanDetailRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailPoolSizeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanDetailPoolLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlanDetail = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedPlanDetailTickerRegExp),
  "durationDays": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fixedPlanDetailDurationDaysMax)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedPlanDetailRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailMaxAmountRegExp),
  "isSoldOut": /*#__PURE__*/ zod.boolean(),
  "poolSize": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailPoolSizeRegExp),
  "poolLeft": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanDetailPoolLeftRegExp)
})

export type FixedPlanDetail = zod.input<typeof FixedPlanDetail>;
export type FixedPlanDetailOutput = zod.output<typeof FixedPlanDetail>;
