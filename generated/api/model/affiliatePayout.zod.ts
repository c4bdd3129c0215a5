/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const affiliatePayoutAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliatePayoutTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliatePayoutRequestedAtMin = 0;

export const affiliatePayoutPaidAtMin = 0;


export const AffiliatePayout = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliatePayoutAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliatePayoutTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['processing', 'paid']),
  "destination": /*#__PURE__*/ zod.enum(['main_balance']),
  "requestedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutRequestedAtMin)),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutPaidAtMin)))
})

export type AffiliatePayout = zod.input<typeof AffiliatePayout>;
export type AffiliatePayoutOutput = zod.output<typeof AffiliatePayout>;
