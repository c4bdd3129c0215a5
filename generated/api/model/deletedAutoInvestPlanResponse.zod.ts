/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const DeletedAutoInvestPlanResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export type DeletedAutoInvestPlanResponse = zod.input<typeof DeletedAutoInvestPlanResponse>;
export type DeletedAutoInvestPlanResponseOutput = zod.output<typeof DeletedAutoInvestPlanResponse>;
