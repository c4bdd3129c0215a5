/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const aprHistoryResponseDataItemTimeMin = 0;

export const aprHistoryResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AprHistoryResponse = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(aprHistoryResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "rate": zod.stringFormat('percent-unsigned', aprHistoryResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The APR of a plan at one time.'))
})

export type AprHistoryResponse = zod.input<typeof AprHistoryResponse>;
export type AprHistoryResponseOutput = zod.output<typeof AprHistoryResponse>;
