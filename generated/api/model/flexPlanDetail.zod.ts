/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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


export const FlexPlanDetail = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexPlanDetailTickerRegExp),
  "rates": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', flexPlanDetailRatesItemRateRegExp),
  "bonusEnabled": /*#__PURE__*/ zod.boolean(),
  "fromAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailRatesItemFromAmountRegExp)),
  "toAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailRatesItemToAmountRegExp))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailMaxAmountRegExp)),
  "totalInvested": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailTotalInvestedRegExp)),
  "investment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexPlanDetailInvestmentTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailInvestmentAmountRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailInvestmentEarnedRegExp),
  "lastDayEarned": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailInvestmentLastDayEarnedRegExp)),
  "rate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', flexPlanDetailInvestmentRateRegExp)),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "autoReinvest": /*#__PURE__*/ zod.boolean(),
  "openedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(flexPlanDetailInvestmentOpenedAtMin)))
}))
})

export type FlexPlanDetail = zod.input<typeof FlexPlanDetail>;
export type FlexPlanDetailOutput = zod.output<typeof FlexPlanDetail>;
