/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const hourlyAccrualsPaginationLimitMax = 25;

export const hourlyAccrualsPaginationOffsetMin = 0;
export const hourlyAccrualsPaginationOffsetMax = 719;

export const hourlyAccrualsPaginationTotalMin = 0;
export const hourlyAccrualsPaginationTotalMax = 720;


export const HourlyAccrualsPagination = /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(hourlyAccrualsPaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(hourlyAccrualsPaginationOffsetMin)).check(/*#__PURE__*/ zod.lte(hourlyAccrualsPaginationOffsetMax)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(hourlyAccrualsPaginationTotalMin)).check(/*#__PURE__*/ zod.lte(hourlyAccrualsPaginationTotalMax))
})

export type HourlyAccrualsPagination = zod.input<typeof HourlyAccrualsPagination>;
export type HourlyAccrualsPaginationOutput = zod.output<typeof HourlyAccrualsPagination>;
