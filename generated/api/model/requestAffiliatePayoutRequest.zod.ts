/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const requestAffiliatePayoutRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const RequestAffiliatePayoutRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', requestAffiliatePayoutRequestAmountRegExp)
})

export type RequestAffiliatePayoutRequest = zod.input<typeof RequestAffiliatePayoutRequest>;
export type RequestAffiliatePayoutRequestOutput = zod.output<typeof RequestAffiliatePayoutRequest>;
