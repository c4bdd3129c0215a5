/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listHistoryExportsParamsOffsetDefault = 0;
export const listHistoryExportsParamsOffsetMin = 0;

export const listHistoryExportsParamsLimitDefault = 20;
export const listHistoryExportsParamsLimitMax = 100;


export const ListHistoryExportsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listHistoryExportsParamsOffsetMin)), listHistoryExportsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listHistoryExportsParamsLimitMax)), listHistoryExportsParamsLimitDefault)
})

export type ListHistoryExportsParams = zod.input<typeof ListHistoryExportsParams>;
export type ListHistoryExportsParamsOutput = zod.output<typeof ListHistoryExportsParams>;
