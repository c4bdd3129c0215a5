/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const dailyPaymentListResponseDataItemTimeMin = 0;

export const dailyPaymentListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dailyPaymentListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const DailyPaymentListResponse = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(dailyPaymentListResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "amount": zod.stringFormat('decimal-unsigned', dailyPaymentListResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', dailyPaymentListResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One daily payment of a flexible investment. Assumption: day (Unix seconds of its start), amount and APR.'))
})

export type DailyPaymentListResponse = zod.input<typeof DailyPaymentListResponse>;
export type DailyPaymentListResponseOutput = zod.output<typeof DailyPaymentListResponse>;
