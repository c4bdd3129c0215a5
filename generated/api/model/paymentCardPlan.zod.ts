/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const paymentCardPlanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardPlanIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanMonthlyFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanTopUpFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanCashbackPercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanDailySpendLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanMonthlyAtmLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PaymentCardPlan = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardPlanTickerRegExp),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanIssueFeeRegExp),
  "monthlyFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanMonthlyFeeRegExp),
  "topUpFeePercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', paymentCardPlanTopUpFeePercentRegExp),
  "cashbackPercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', paymentCardPlanCashbackPercentRegExp),
  "dailySpendLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanDailySpendLimitRegExp),
  "monthlyAtmLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanMonthlyAtmLimitRegExp)
})

export type PaymentCardPlan = zod.input<typeof PaymentCardPlan>;
export type PaymentCardPlanOutput = zod.output<typeof PaymentCardPlan>;
