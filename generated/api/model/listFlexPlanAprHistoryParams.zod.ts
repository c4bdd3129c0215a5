/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listFlexPlanAprHistoryParamsFromMin = 0;

export const listFlexPlanAprHistoryParamsToMin = 0;


export const ListFlexPlanAprHistoryParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFlexPlanAprHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFlexPlanAprHistoryParamsToMin)))
})

export type ListFlexPlanAprHistoryParams = zod.input<typeof ListFlexPlanAprHistoryParams>;
export type ListFlexPlanAprHistoryParamsOutput = zod.output<typeof ListFlexPlanAprHistoryParams>;
