/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const repayCryptoLoanBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const RepayCryptoLoanBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', repayCryptoLoanBodyAmountRegExp)
})

export type RepayCryptoLoanBody = zod.input<typeof RepayCryptoLoanBody>;
export type RepayCryptoLoanBodyOutput = zod.output<typeof RepayCryptoLoanBody>;
