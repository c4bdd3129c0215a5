/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const validateReferralCodeParamsReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');

export const ValidateReferralCodeParams = /*#__PURE__*/ zod.object({
  "referralCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(validateReferralCodeParamsReferralCodeRegExp))
})

export type ValidateReferralCodeParams = zod.input<typeof ValidateReferralCodeParams>;
export type ValidateReferralCodeParamsOutput = zod.output<typeof ValidateReferralCodeParams>;
