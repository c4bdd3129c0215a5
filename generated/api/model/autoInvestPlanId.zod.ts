/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AutoInvestPlanId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type AutoInvestPlanId = zod.input<typeof AutoInvestPlanId>;
export type AutoInvestPlanIdOutput = zod.output<typeof AutoInvestPlanId>;
