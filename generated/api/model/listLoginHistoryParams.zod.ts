/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listLoginHistoryParamsOffsetDefault = 0;
export const listLoginHistoryParamsOffsetMin = 0;

export const listLoginHistoryParamsLimitDefault = 20;
export const listLoginHistoryParamsLimitMax = 100;


export const ListLoginHistoryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLoginHistoryParamsOffsetMin)), listLoginHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listLoginHistoryParamsLimitMax)), listLoginHistoryParamsLimitDefault)
})

export type ListLoginHistoryParams = zod.input<typeof ListLoginHistoryParams>;
export type ListLoginHistoryParamsOutput = zod.output<typeof ListLoginHistoryParams>;
