/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const hourlyAccrualsPaginationLimitMax = 25;

export const hourlyAccrualsPaginationOffsetMin = 0;
export const hourlyAccrualsPaginationOffsetMax = 719;

export const hourlyAccrualsPaginationTotalMin = 0;
export const hourlyAccrualsPaginationTotalMax = 720;


export const HourlyAccrualsPagination = zod.object({
  "limit": zod.int().min(1).max(hourlyAccrualsPaginationLimitMax),
  "offset": zod.int().min(hourlyAccrualsPaginationOffsetMin).max(hourlyAccrualsPaginationOffsetMax),
  "total": zod.int().min(hourlyAccrualsPaginationTotalMin).max(hourlyAccrualsPaginationTotalMax)
}).describe('Pages of at most 25 accruals; at most 720 accruals (30 days) are served in all (section 9).')

export type HourlyAccrualsPagination = zod.input<typeof HourlyAccrualsPagination>;
export type HourlyAccrualsPaginationOutput = zod.output<typeof HourlyAccrualsPagination>;
