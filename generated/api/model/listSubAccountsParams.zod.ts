/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listSubAccountsParamsOffsetDefault = 0;
export const listSubAccountsParamsOffsetMin = 0;

export const listSubAccountsParamsLimitDefault = 15;
export const listSubAccountsParamsLimitMax = 100;

export const listSubAccountsParamsSearchMax = 64;


export const ListSubAccountsParams = zod.object({
  "offset": zod.int().min(listSubAccountsParamsOffsetMin).default(listSubAccountsParamsOffsetDefault),
  "limit": zod.int().min(1).max(listSubAccountsParamsLimitMax).default(listSubAccountsParamsLimitDefault),
  "search": zod.string().min(1).max(listSubAccountsParamsSearchMax).optional()
})

export type ListSubAccountsParams = zod.input<typeof ListSubAccountsParams>;
export type ListSubAccountsParamsOutput = zod.output<typeof ListSubAccountsParams>;
