/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AnalyticsPeriod = /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d'])

export type AnalyticsPeriod = zod.input<typeof AnalyticsPeriod>;
export type AnalyticsPeriodOutput = zod.output<typeof AnalyticsPeriod>;
