/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const CloseFixedInvestmentRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CloseFixedInvestmentRequest = zod.input<typeof CloseFixedInvestmentRequest>;
export type CloseFixedInvestmentRequestOutput = zod.output<typeof CloseFixedInvestmentRequest>;
