/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const listAutoInvestExecutionsParamsFromMin = 0;

export const listAutoInvestExecutionsParamsToMin = 0;

export const listAutoInvestExecutionsParamsOffsetDefault = 0;
export const listAutoInvestExecutionsParamsOffsetMin = 0;

export const listAutoInvestExecutionsParamsLimitDefault = 100;
export const listAutoInvestExecutionsParamsLimitMax = 100;


export const ListAutoInvestExecutionsParams = /*#__PURE__*/ zod.object({
  "planId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['success', 'failed'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAutoInvestExecutionsParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAutoInvestExecutionsParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listAutoInvestExecutionsParamsOffsetMin)), listAutoInvestExecutionsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listAutoInvestExecutionsParamsLimitMax)), listAutoInvestExecutionsParamsLimitDefault)
})

export type ListAutoInvestExecutionsParams = zod.input<typeof ListAutoInvestExecutionsParams>;
export type ListAutoInvestExecutionsParamsOutput = zod.output<typeof ListAutoInvestExecutionsParams>;
