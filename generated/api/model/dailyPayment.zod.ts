/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const dailyPaymentTimeMin = 0;

export const dailyPaymentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dailyPaymentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const DailyPayment = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(dailyPaymentTimeMin)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dailyPaymentAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', dailyPaymentRateRegExp)
})

export type DailyPayment = zod.input<typeof DailyPayment>;
export type DailyPaymentOutput = zod.output<typeof DailyPayment>;
