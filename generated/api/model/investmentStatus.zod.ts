/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const InvestmentStatus = zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
}).describe('Investment history status (section 3 "Earn"): CLOSED=0, ACTIVE=1.')

export type InvestmentStatus = zod.input<typeof InvestmentStatus>;
export type InvestmentStatusOutput = zod.output<typeof InvestmentStatus>;
