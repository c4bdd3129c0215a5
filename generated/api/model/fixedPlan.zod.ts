/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const fixedPlanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanDurationDaysMax = 365;

export const fixedPlanRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlan = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedPlanTickerRegExp),
  "durationDays": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fixedPlanDurationDaysMax)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedPlanRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanMaxAmountRegExp),
  "isSoldOut": /*#__PURE__*/ zod.boolean()
})

export type FixedPlan = zod.input<typeof FixedPlan>;
export type FixedPlanOutput = zod.output<typeof FixedPlan>;
