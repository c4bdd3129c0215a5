/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const aprHistoryPointTimeMin = 0;

export const aprHistoryPointRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AprHistoryPoint = zod.object({
  "time": zod.int().min(aprHistoryPointTimeMin).describe('Seconds since the Unix epoch.'),
  "rate": zod.stringFormat('percent-unsigned', aprHistoryPointRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The APR of a plan at one time.')

export type AprHistoryPoint = zod.input<typeof AprHistoryPoint>;
export type AprHistoryPointOutput = zod.output<typeof AprHistoryPoint>;
