/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexPlanDetailResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanDetailResponseDataRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanDetailResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanDetailResponseDataInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanDetailResponseDataInvestmentOpenedAtMin = 0;


export const FlexPlanDetailResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexPlanDetailResponseDataTickerRegExp),
  "rates": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', flexPlanDetailResponseDataRatesItemRateRegExp),
  "bonusEnabled": /*#__PURE__*/ zod.boolean(),
  "fromAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataRatesItemFromAmountRegExp)),
  "toAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataRatesItemToAmountRegExp))
})).check(/*#__PURE__*/ zod.minLength(1)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataMaxAmountRegExp)),
  "totalInvested": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataTotalInvestedRegExp)),
  "investment": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexPlanDetailResponseDataInvestmentTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataInvestmentAmountRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataInvestmentEarnedRegExp),
  "lastDayEarned": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexPlanDetailResponseDataInvestmentLastDayEarnedRegExp)),
  "rate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', flexPlanDetailResponseDataInvestmentRateRegExp)),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "autoReinvest": /*#__PURE__*/ zod.boolean(),
  "openedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(flexPlanDetailResponseDataInvestmentOpenedAtMin)))
}))
})
})

export type FlexPlanDetailResponse = zod.input<typeof FlexPlanDetailResponse>;
export type FlexPlanDetailResponseOutput = zod.output<typeof FlexPlanDetailResponse>;
