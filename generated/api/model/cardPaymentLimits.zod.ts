/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cardPaymentLimitsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cardPaymentLimitsMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentLimitsMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentLimitsDailyLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentLimitsDailyUsedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CardPaymentLimits = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cardPaymentLimitsTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsMaxAmountRegExp),
  "dailyLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsDailyLimitRegExp),
  "dailyUsed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentLimitsDailyUsedRegExp)
})

export type CardPaymentLimits = zod.input<typeof CardPaymentLimits>;
export type CardPaymentLimitsOutput = zod.output<typeof CardPaymentLimits>;
