/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listUserFundingHistoryParamsOffsetDefault = 0;
export const listUserFundingHistoryParamsOffsetMin = 0;

export const listUserFundingHistoryParamsLimitDefault = 100;
export const listUserFundingHistoryParamsLimitMax = 100;


export const ListUserFundingHistoryParams = zod.object({
  "offset": zod.int().min(listUserFundingHistoryParamsOffsetMin).default(listUserFundingHistoryParamsOffsetDefault),
  "limit": zod.int().min(1).max(listUserFundingHistoryParamsLimitMax).default(listUserFundingHistoryParamsLimitDefault)
})

export type ListUserFundingHistoryParams = zod.input<typeof ListUserFundingHistoryParams>;
export type ListUserFundingHistoryParamsOutput = zod.output<typeof ListUserFundingHistoryParams>;
