/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const validateReferralCodeParamsReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');

export const ValidateReferralCodeParams = zod.object({
  "referralCode": zod.string().regex(validateReferralCodeParamsReferralCodeRegExp).describe('A referral code. Assumption: 4 to 32 letters, digits, dashes or underscores.')
})

export type ValidateReferralCodeParams = zod.input<typeof ValidateReferralCodeParams>;
export type ValidateReferralCodeParamsOutput = zod.output<typeof ValidateReferralCodeParams>;
