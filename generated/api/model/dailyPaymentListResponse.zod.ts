/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const dailyPaymentListResponseDataItemTimeMin = 0;

export const dailyPaymentListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dailyPaymentListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const DailyPaymentListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(dailyPaymentListResponseDataItemTimeMin)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dailyPaymentListResponseDataItemAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', dailyPaymentListResponseDataItemRateRegExp)
}))
})

export type DailyPaymentListResponse = zod.input<typeof DailyPaymentListResponse>;
export type DailyPaymentListResponseOutput = zod.output<typeof DailyPaymentListResponse>;
