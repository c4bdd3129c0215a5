/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AffiliatePeriod = /*#__PURE__*/ zod.enum(['7d', '30d', '90d'])

export type AffiliatePeriod = zod.input<typeof AffiliatePeriod>;
export type AffiliatePeriodOutput = zod.output<typeof AffiliatePeriod>;
