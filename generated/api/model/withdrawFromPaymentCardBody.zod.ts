/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const withdrawFromPaymentCardBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WithdrawFromPaymentCardBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFromPaymentCardBodyAmountRegExp)
})

export type WithdrawFromPaymentCardBody = zod.input<typeof WithdrawFromPaymentCardBody>;
export type WithdrawFromPaymentCardBodyOutput = zod.output<typeof WithdrawFromPaymentCardBody>;
