/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const dailyPaymentTimeMin = 0;

export const dailyPaymentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dailyPaymentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const DailyPayment = zod.object({
  "time": zod.int().min(dailyPaymentTimeMin).describe('Seconds since the Unix epoch.'),
  "amount": zod.stringFormat('decimal-unsigned', dailyPaymentAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', dailyPaymentRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One daily payment of a flexible investment. Assumption: day (Unix seconds of its start), amount and APR.')

export type DailyPayment = zod.input<typeof DailyPayment>;
export type DailyPaymentOutput = zod.output<typeof DailyPayment>;
