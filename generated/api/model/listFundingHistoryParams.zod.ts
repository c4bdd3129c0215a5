/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listFundingHistoryParamsOffsetDefault = 0;
export const listFundingHistoryParamsOffsetMin = 0;

export const listFundingHistoryParamsLimitDefault = 100;
export const listFundingHistoryParamsLimitMax = 100;


export const ListFundingHistoryParams = zod.object({
  "offset": zod.int().min(listFundingHistoryParamsOffsetMin).default(listFundingHistoryParamsOffsetDefault),
  "limit": zod.int().min(1).max(listFundingHistoryParamsLimitMax).default(listFundingHistoryParamsLimitDefault)
})

export type ListFundingHistoryParams = zod.input<typeof ListFundingHistoryParams>;
export type ListFundingHistoryParamsOutput = zod.output<typeof ListFundingHistoryParams>;
