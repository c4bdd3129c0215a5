/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const paymentCardPlanListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardPlanListResponseDataItemIssueFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanListResponseDataItemMonthlyFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanListResponseDataItemTopUpFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanListResponseDataItemCashbackPercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanListResponseDataItemDailySpendLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardPlanListResponseDataItemMonthlyAtmLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PaymentCardPlanListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.enum(['standard', 'premium', 'metal']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardPlanListResponseDataItemTickerRegExp),
  "issueFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanListResponseDataItemIssueFeeRegExp),
  "monthlyFee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanListResponseDataItemMonthlyFeeRegExp),
  "topUpFeePercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', paymentCardPlanListResponseDataItemTopUpFeePercentRegExp),
  "cashbackPercent": /*#__PURE__*/ zod.stringFormat('percent-unsigned', paymentCardPlanListResponseDataItemCashbackPercentRegExp),
  "dailySpendLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanListResponseDataItemDailySpendLimitRegExp),
  "monthlyAtmLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardPlanListResponseDataItemMonthlyAtmLimitRegExp)
}))
})

export type PaymentCardPlanListResponse = zod.input<typeof PaymentCardPlanListResponse>;
export type PaymentCardPlanListResponseOutput = zod.output<typeof PaymentCardPlanListResponse>;
