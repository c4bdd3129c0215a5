/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listAddressHistoryParamsOffsetDefault = 0;
export const listAddressHistoryParamsOffsetMin = 0;

export const listAddressHistoryParamsLimitDefault = 20;
export const listAddressHistoryParamsLimitMax = 100;


export const ListAddressHistoryParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAddressHistoryParamsOffsetMin)), listAddressHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listAddressHistoryParamsLimitMax)), listAddressHistoryParamsLimitDefault)
})

export type ListAddressHistoryParams = zod.input<typeof ListAddressHistoryParams>;
export type ListAddressHistoryParamsOutput = zod.output<typeof ListAddressHistoryParams>;
