/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexPlanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexPlan = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexPlanTickerRegExp),
  "rates": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', flexPlanRatesItemRateRegExp),
  "bonusEnabled": /*#__PURE__*/ zod.boolean(),
  "fromAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanRatesItemFromAmountRegExp)),
  "toAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanRatesItemToAmountRegExp))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanMaxAmountRegExp))
})

export type FlexPlan = zod.input<typeof FlexPlan>;
export type FlexPlanOutput = zod.output<typeof FlexPlan>;
