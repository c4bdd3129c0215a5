/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexWithdrawRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexWithdrawRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexWithdrawRequestAmountRegExp)
})

export type FlexWithdrawRequest = zod.input<typeof FlexWithdrawRequest>;
export type FlexWithdrawRequestOutput = zod.output<typeof FlexWithdrawRequest>;
