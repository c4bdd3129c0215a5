/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const offsetPaginationLimitMax = 100;

export const offsetPaginationOffsetMin = 0;

export const offsetPaginationTotalMin = 0;


export const OffsetPagination = /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(offsetPaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(offsetPaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(offsetPaginationTotalMin))
})

export type OffsetPagination = zod.input<typeof OffsetPagination>;
export type OffsetPaginationOutput = zod.output<typeof OffsetPagination>;
