/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexPlanListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanListResponseDataItemRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanListResponseDataItemRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanListResponseDataItemRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexPlanListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexPlanListResponseDataItemTickerRegExp),
  "rates": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', flexPlanListResponseDataItemRatesItemRateRegExp),
  "bonusEnabled": /*#__PURE__*/ zod.boolean(),
  "fromAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemRatesItemFromAmountRegExp)),
  "toAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemRatesItemToAmountRegExp))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemMaxAmountRegExp))
}))
})

export type FlexPlanListResponse = zod.input<typeof FlexPlanListResponse>;
export type FlexPlanListResponseOutput = zod.output<typeof FlexPlanListResponse>;
