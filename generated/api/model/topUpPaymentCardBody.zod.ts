/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const topUpPaymentCardBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TopUpPaymentCardBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', topUpPaymentCardBodyAmountRegExp)
})

export type TopUpPaymentCardBody = zod.input<typeof TopUpPaymentCardBody>;
export type TopUpPaymentCardBodyOutput = zod.output<typeof TopUpPaymentCardBody>;
