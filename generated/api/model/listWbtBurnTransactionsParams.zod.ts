/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listWbtBurnTransactionsParamsOffsetDefault = 0;
export const listWbtBurnTransactionsParamsOffsetMin = 0;

export const listWbtBurnTransactionsParamsLimitDefault = 100;
export const listWbtBurnTransactionsParamsLimitMax = 100;


export const ListWbtBurnTransactionsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listWbtBurnTransactionsParamsOffsetMin)), listWbtBurnTransactionsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listWbtBurnTransactionsParamsLimitMax)), listWbtBurnTransactionsParamsLimitDefault)
})

export type ListWbtBurnTransactionsParams = zod.input<typeof ListWbtBurnTransactionsParams>;
export type ListWbtBurnTransactionsParamsOutput = zod.output<typeof ListWbtBurnTransactionsParams>;
