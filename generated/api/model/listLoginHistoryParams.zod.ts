/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listLoginHistoryParamsOffsetDefault = 0;
export const listLoginHistoryParamsOffsetMin = 0;

export const listLoginHistoryParamsLimitDefault = 20;
export const listLoginHistoryParamsLimitMax = 100;


export const ListLoginHistoryParams = zod.object({
  "offset": zod.int().min(listLoginHistoryParamsOffsetMin).default(listLoginHistoryParamsOffsetDefault),
  "limit": zod.int().min(1).max(listLoginHistoryParamsLimitMax).default(listLoginHistoryParamsLimitDefault)
})

export type ListLoginHistoryParams = zod.input<typeof ListLoginHistoryParams>;
export type ListLoginHistoryParamsOutput = zod.output<typeof ListLoginHistoryParams>;
