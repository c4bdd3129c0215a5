/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const CloseFixedInvestmentBody = zod.object({
  "id": zod.int().min(1)
}).describe('The investment to close early (section 7 body `{id}`). Assumption: `id` is the investment.')

export type CloseFixedInvestmentBody = zod.input<typeof CloseFixedInvestmentBody>;
export type CloseFixedInvestmentBodyOutput = zod.output<typeof CloseFixedInvestmentBody>;
