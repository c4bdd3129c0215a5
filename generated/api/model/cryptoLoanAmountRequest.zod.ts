/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cryptoLoanAmountRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CryptoLoanAmountRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanAmountRequestAmountRegExp)
})

export type CryptoLoanAmountRequest = zod.input<typeof CryptoLoanAmountRequest>;
export type CryptoLoanAmountRequestOutput = zod.output<typeof CryptoLoanAmountRequest>;
