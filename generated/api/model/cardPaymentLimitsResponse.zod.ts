/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cardPaymentLimitsResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cardPaymentLimitsResponseDataMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentLimitsResponseDataMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentLimitsResponseDataDailyLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentLimitsResponseDataDailyUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CardPaymentLimitsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cardPaymentLimitsResponseDataTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsResponseDataMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsResponseDataMaxAmountRegExp),
  "dailyLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsResponseDataDailyLimitRegExp),
  "dailyUsed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsResponseDataDailyUsedRegExp)
})
})

export type CardPaymentLimitsResponse = zod.input<typeof CardPaymentLimitsResponse>;
export type CardPaymentLimitsResponseOutput = zod.output<typeof CardPaymentLimitsResponse>;
