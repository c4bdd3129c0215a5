/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const affiliatePayoutListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliatePayoutListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliatePayoutListResponseDataItemRequestedAtMin = 0;

export const affiliatePayoutListResponseDataItemPaidAtMin = 0;

export const affiliatePayoutListResponsePaginationLimitMax = 100;

export const affiliatePayoutListResponsePaginationOffsetMin = 0;

export const affiliatePayoutListResponsePaginationTotalMin = 0;


export const AffiliatePayoutListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliatePayoutListResponseDataItemAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliatePayoutListResponseDataItemTickerRegExp),
  "status": /*#__PURE__*/ zod.enum(['processing', 'paid']),
  "destination": /*#__PURE__*/ zod.enum(['main_balance']),
  "requestedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutListResponseDataItemRequestedAtMin)),
  "paidAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutListResponseDataItemPaidAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(affiliatePayoutListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliatePayoutListResponsePaginationTotalMin))
})
})

export type AffiliatePayoutListResponse = zod.input<typeof AffiliatePayoutListResponse>;
export type AffiliatePayoutListResponseOutput = zod.output<typeof AffiliatePayoutListResponse>;
