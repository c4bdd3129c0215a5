/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CloseFixedInvestmentBody = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CloseFixedInvestmentBody = zod.input<typeof CloseFixedInvestmentBody>;
export type CloseFixedInvestmentBodyOutput = zod.output<typeof CloseFixedInvestmentBody>;
