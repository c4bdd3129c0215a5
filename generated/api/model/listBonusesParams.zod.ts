/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listBonusesParamsFromMin = 0;

export const listBonusesParamsToMin = 0;

export const listBonusesParamsOffsetDefault = 0;
export const listBonusesParamsOffsetMin = 0;

export const listBonusesParamsLimitDefault = 100;
export const listBonusesParamsLimitMax = 100;


export const ListBonusesParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['active', 'used', 'expired'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listBonusesParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listBonusesParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listBonusesParamsOffsetMin)), listBonusesParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listBonusesParamsLimitMax)), listBonusesParamsLimitDefault)
})

export type ListBonusesParams = zod.input<typeof ListBonusesParams>;
export type ListBonusesParamsOutput = zod.output<typeof ListBonusesParams>;
