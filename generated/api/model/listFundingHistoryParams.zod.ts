/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listFundingHistoryParamsOffsetDefault = 0;
export const listFundingHistoryParamsOffsetMin = 0;

export const listFundingHistoryParamsLimitDefault = 100;
export const listFundingHistoryParamsLimitMax = 100;


export const ListFundingHistoryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFundingHistoryParamsOffsetMin)), listFundingHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listFundingHistoryParamsLimitMax)), listFundingHistoryParamsLimitDefault)
})

export type ListFundingHistoryParams = zod.input<typeof ListFundingHistoryParams>;
export type ListFundingHistoryParamsOutput = zod.output<typeof ListFundingHistoryParams>;
