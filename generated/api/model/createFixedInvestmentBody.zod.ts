/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const createFixedInvestmentBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateFixedInvestmentBody = zod.object({
  "id": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', createFixedInvestmentBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('An investment in a fixed plan (section 7 body `{id, amount}`; `id` is the plan).')

export type CreateFixedInvestmentBody = zod.input<typeof CreateFixedInvestmentBody>;
export type CreateFixedInvestmentBodyOutput = zod.output<typeof CreateFixedInvestmentBody>;
