/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const listWbtBurnTransactionsParamsOffsetDefault = 0;
export const listWbtBurnTransactionsParamsOffsetMin = 0;

export const listWbtBurnTransactionsParamsLimitDefault = 100;
export const listWbtBurnTransactionsParamsLimitMax = 100;


export const ListWbtBurnTransactionsParams = zod.object({
  "offset": zod.int().min(listWbtBurnTransactionsParamsOffsetMin).default(listWbtBurnTransactionsParamsOffsetDefault),
  "limit": zod.int().min(1).max(listWbtBurnTransactionsParamsLimitMax).default(listWbtBurnTransactionsParamsLimitDefault)
})

export type ListWbtBurnTransactionsParams = zod.input<typeof ListWbtBurnTransactionsParams>;
export type ListWbtBurnTransactionsParamsOutput = zod.output<typeof ListWbtBurnTransactionsParams>;
