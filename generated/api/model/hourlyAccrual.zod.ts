/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const hourlyAccrualTimeMin = 0;

export const hourlyAccrualAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const hourlyAccrualRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const HourlyAccrual = zod.object({
  "time": zod.int().min(hourlyAccrualTimeMin).describe('Seconds since the Unix epoch.'),
  "amount": zod.stringFormat('decimal-unsigned', hourlyAccrualAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', hourlyAccrualRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One hourly accrual of a flexible investment. Assumption: time, amount and the APR that applied.')

export type HourlyAccrual = zod.input<typeof HourlyAccrual>;
export type HourlyAccrualOutput = zod.output<typeof HourlyAccrual>;
