/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const referralInviteeEmailMin = 3;
export const referralInviteeEmailMax = 254;

export const referralInviteeRegisteredAtMin = 0;

export const referralInviteeEarnedItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const referralInviteeEarnedItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const ReferralInvitee = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "email": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(referralInviteeEmailMin)).check(/*#__PURE__*/ zod.maxLength(referralInviteeEmailMax)),
  "registeredAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(referralInviteeRegisteredAtMin)),
  "status": /*#__PURE__*/ zod.enum(['registered', 'verified', 'trading']),
  "earned": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', referralInviteeEarnedItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', referralInviteeEarnedItemAmountRegExp)
}))
})

export type ReferralInvitee = zod.input<typeof ReferralInvitee>;
export type ReferralInviteeOutput = zod.output<typeof ReferralInvitee>;
