/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const requestAffiliatePayoutBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const RequestAffiliatePayoutBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', requestAffiliatePayoutBodyAmountRegExp)
})

export type RequestAffiliatePayoutBody = zod.input<typeof RequestAffiliatePayoutBody>;
export type RequestAffiliatePayoutBodyOutput = zod.output<typeof RequestAffiliatePayoutBody>;
