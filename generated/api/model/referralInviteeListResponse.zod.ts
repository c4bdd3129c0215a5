/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const referralInviteeListResponseDataItemEmailMin = 3;
export const referralInviteeListResponseDataItemEmailMax = 254;

export const referralInviteeListResponseDataItemRegisteredAtMin = 0;

export const referralInviteeListResponseDataItemEarnedItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const referralInviteeListResponseDataItemEarnedItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const referralInviteeListResponsePaginationLimitMax = 100;

export const referralInviteeListResponsePaginationOffsetMin = 0;

export const referralInviteeListResponsePaginationTotalMin = 0;


export const ReferralInviteeListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "email": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(referralInviteeListResponseDataItemEmailMin)).check(/*#__PURE__*/ zod.maxLength(referralInviteeListResponseDataItemEmailMax)),
  "registeredAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(referralInviteeListResponseDataItemRegisteredAtMin)),
  "status": /*#__PURE__*/ zod.enum(['registered', 'verified', 'trading']),
  "earned": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', referralInviteeListResponseDataItemEarnedItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', referralInviteeListResponseDataItemEarnedItemAmountRegExp)
}))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(referralInviteeListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(referralInviteeListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(referralInviteeListResponsePaginationTotalMin))
})
})

export type ReferralInviteeListResponse = zod.input<typeof ReferralInviteeListResponse>;
export type ReferralInviteeListResponseOutput = zod.output<typeof ReferralInviteeListResponse>;
