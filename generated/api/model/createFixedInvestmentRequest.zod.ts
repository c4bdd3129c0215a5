/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const createFixedInvestmentRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateFixedInvestmentRequest = zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', createFixedInvestmentRequestAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('An investment in a fixed plan (section 7 body `{id, amount}`; `id` is the plan).')

export type CreateFixedInvestmentRequest = zod.input<typeof CreateFixedInvestmentRequest>;
export type CreateFixedInvestmentRequestOutput = zod.output<typeof CreateFixedInvestmentRequest>;
