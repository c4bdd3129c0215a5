/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const paymentCardTransferRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PaymentCardTransferRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransferRequestAmountRegExp)
})

export type PaymentCardTransferRequest = zod.input<typeof PaymentCardTransferRequest>;
export type PaymentCardTransferRequestOutput = zod.output<typeof PaymentCardTransferRequest>;
