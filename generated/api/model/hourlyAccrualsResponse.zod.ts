/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const hourlyAccrualsResponseDataItemTimeMin = 0;

export const hourlyAccrualsResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const hourlyAccrualsResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const hourlyAccrualsResponseDataMax = 25;

export const hourlyAccrualsResponsePaginationLimitMax = 25;

export const hourlyAccrualsResponsePaginationOffsetMin = 0;
export const hourlyAccrualsResponsePaginationOffsetMax = 719;

export const hourlyAccrualsResponsePaginationTotalMin = 0;
export const hourlyAccrualsResponsePaginationTotalMax = 720;


export const HourlyAccrualsResponse = zod.object({
  "data": zod.array(zod.object({
  "time": zod.int().min(hourlyAccrualsResponseDataItemTimeMin).describe('Seconds since the Unix epoch.'),
  "amount": zod.stringFormat('decimal-unsigned', hourlyAccrualsResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "rate": zod.stringFormat('percent-unsigned', hourlyAccrualsResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One hourly accrual of a flexible investment. Assumption: time, amount and the APR that applied.')).max(hourlyAccrualsResponseDataMax),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(hourlyAccrualsResponsePaginationLimitMax),
  "offset": zod.int().min(hourlyAccrualsResponsePaginationOffsetMin).max(hourlyAccrualsResponsePaginationOffsetMax),
  "total": zod.int().min(hourlyAccrualsResponsePaginationTotalMin).max(hourlyAccrualsResponsePaginationTotalMax)
}).describe('Pages of at most 25 accruals; at most 720 accruals (30 days) are served in all (section 9).')
})

export type HourlyAccrualsResponse = zod.input<typeof HourlyAccrualsResponse>;
export type HourlyAccrualsResponseOutput = zod.output<typeof HourlyAccrualsResponse>;
