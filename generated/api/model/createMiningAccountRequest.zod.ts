/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createMiningAccountRequestNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const createMiningAccountRequestReferralCodeRegExp = new RegExp('^[A-Za-z0-9]{1,50}$');

export const CreateMiningAccountRequest = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', createMiningAccountRequestNameRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-referral-code', createMiningAccountRequestReferralCodeRegExp))
})

export type CreateMiningAccountRequest = zod.input<typeof CreateMiningAccountRequest>;
export type CreateMiningAccountRequestOutput = zod.output<typeof CreateMiningAccountRequest>;
