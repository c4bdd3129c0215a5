/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const fixedPlanListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanListResponseDataItemDurationDaysMax = 365;

export const fixedPlanListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlanListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedPlanListResponseDataItemTickerRegExp),
  "durationDays": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fixedPlanListResponseDataItemDurationDaysMax)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedPlanListResponseDataItemRateRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedPlanListResponseDataItemMaxAmountRegExp),
  "isSoldOut": /*#__PURE__*/ zod.boolean()
}))
})

export type FixedPlanListResponse = zod.input<typeof FixedPlanListResponse>;
export type FixedPlanListResponseOutput = zod.output<typeof FixedPlanListResponse>;
