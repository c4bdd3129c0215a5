/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const affiliatePayoutResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliatePayoutResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliatePayoutResponseDataRequestedAtMin = 0;

export const affiliatePayoutResponseDataPaidAtMin = 0;


export const AffiliatePayoutResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliatePayoutResponseDataAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliatePayoutResponseDataTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['processing', 'paid']),
  "destination": /*#__PURE__*/ zod.enum(['main_balance']),
  "requestedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutResponseDataRequestedAtMin)),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutResponseDataPaidAtMin)))
})
})

export type AffiliatePayoutResponse = zod.input<typeof AffiliatePayoutResponse>;
export type AffiliatePayoutResponseOutput = zod.output<typeof AffiliatePayoutResponse>;
