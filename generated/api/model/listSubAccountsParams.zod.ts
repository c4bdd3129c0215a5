/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listSubAccountsParamsOffsetDefault = 0;
export const listSubAccountsParamsOffsetMin = 0;

export const listSubAccountsParamsLimitDefault = 15;
export const listSubAccountsParamsLimitMax = 100;

export const listSubAccountsParamsSearchMax = 64;


export const ListSubAccountsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSubAccountsParamsOffsetMin)), listSubAccountsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listSubAccountsParamsLimitMax)), listSubAccountsParamsLimitDefault),
  "search": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(listSubAccountsParamsSearchMax)))
})

export type ListSubAccountsParams = zod.input<typeof ListSubAccountsParams>;
export type ListSubAccountsParamsOutput = zod.output<typeof ListSubAccountsParams>;
