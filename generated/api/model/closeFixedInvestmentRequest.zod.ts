/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const CloseFixedInvestmentRequest = zod.object({
  "id": zod.int().min(1)
}).describe('The investment to close early (section 7 body `{id}`). Assumption: `id` is the investment.')

export type CloseFixedInvestmentRequest = zod.input<typeof CloseFixedInvestmentRequest>;
export type CloseFixedInvestmentRequestOutput = zod.output<typeof CloseFixedInvestmentRequest>;
