/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const InvestmentStatus = /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const)

export type InvestmentStatus = zod.input<typeof InvestmentStatus>;
export type InvestmentStatusOutput = zod.output<typeof InvestmentStatus>;
