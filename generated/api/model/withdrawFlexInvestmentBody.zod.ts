/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const withdrawFlexInvestmentBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WithdrawFlexInvestmentBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', withdrawFlexInvestmentBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('An amount to redeem from a flexible investment. Its 422 carries field errors `amount` or `minAmountLeft` (the rest would be below the plan minimum), shown on the form without a toast.')

export type WithdrawFlexInvestmentBody = zod.input<typeof WithdrawFlexInvestmentBody>;
export type WithdrawFlexInvestmentBodyOutput = zod.output<typeof WithdrawFlexInvestmentBody>;
