/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const offsetPaginationLimitMax = 100;

export const offsetPaginationOffsetMin = 0;

export const offsetPaginationTotalMin = 0;


export const OffsetPagination = zod.object({
  "limit": zod.int().min(1).max(offsetPaginationLimitMax),
  "offset": zod.int().min(offsetPaginationOffsetMin),
  "total": zod.int().min(offsetPaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')

export type OffsetPagination = zod.input<typeof OffsetPagination>;
export type OffsetPaginationOutput = zod.output<typeof OffsetPagination>;
