/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listMyCodesParamsOffsetDefault = 0;
export const listMyCodesParamsOffsetMin = 0;

export const listMyCodesParamsLimitDefault = 30;
export const listMyCodesParamsLimitMax = 100;


export const ListMyCodesParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['all', 'created', 'used'])),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listMyCodesParamsOffsetMin)), listMyCodesParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listMyCodesParamsLimitMax)), listMyCodesParamsLimitDefault)
})

export type ListMyCodesParams = zod.input<typeof ListMyCodesParams>;
export type ListMyCodesParamsOutput = zod.output<typeof ListMyCodesParams>;
