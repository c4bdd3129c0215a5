/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const withdrawFlexInvestmentBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WithdrawFlexInvestmentBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFlexInvestmentBodyAmountRegExp)
})

export type WithdrawFlexInvestmentBody = zod.input<typeof WithdrawFlexInvestmentBody>;
export type WithdrawFlexInvestmentBodyOutput = zod.output<typeof WithdrawFlexInvestmentBody>;
