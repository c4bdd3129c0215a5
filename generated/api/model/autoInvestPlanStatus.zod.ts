/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AutoInvestPlanStatus = /*#__PURE__*/ zod.enum(['active', 'paused'])

export type AutoInvestPlanStatus = zod.input<typeof AutoInvestPlanStatus>;
export type AutoInvestPlanStatusOutput = zod.output<typeof AutoInvestPlanStatus>;
