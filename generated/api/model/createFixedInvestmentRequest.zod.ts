/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createFixedInvestmentRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateFixedInvestmentRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createFixedInvestmentRequestAmountRegExp)
})

export type CreateFixedInvestmentRequest = zod.input<typeof CreateFixedInvestmentRequest>;
export type CreateFixedInvestmentRequestOutput = zod.output<typeof CreateFixedInvestmentRequest>;
