/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexWithdrawRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexWithdrawRequest = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', flexWithdrawRequestAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('An amount to redeem from a flexible investment. Its 422 carries field errors `amount` or `minAmountLeft` (the rest would be below the plan minimum), shown on the form without a toast.')

export type FlexWithdrawRequest = zod.input<typeof FlexWithdrawRequest>;
export type FlexWithdrawRequestOutput = zod.output<typeof FlexWithdrawRequest>;
