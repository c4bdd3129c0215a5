/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createMiningAccountBodyNameRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const createMiningAccountBodyReferralCodeRegExp = new RegExp('^[A-Za-z0-9]{1,50}$');

export const CreateMiningAccountBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.stringFormat('mining-account-name', createMiningAccountBodyNameRegExp),
  "referralCode": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-referral-code', createMiningAccountBodyReferralCodeRegExp))
})

export type CreateMiningAccountBody = zod.input<typeof CreateMiningAccountBody>;
export type CreateMiningAccountBodyOutput = zod.output<typeof CreateMiningAccountBody>;
