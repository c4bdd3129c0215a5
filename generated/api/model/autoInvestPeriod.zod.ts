/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AutoInvestPeriod = /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly'])

export type AutoInvestPeriod = zod.input<typeof AutoInvestPeriod>;
export type AutoInvestPeriodOutput = zod.output<typeof AutoInvestPeriod>;
