/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const validateAffiliateCodeParamsAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');

export const ValidateAffiliateCodeParams = /*#__PURE__*/ zod.object({
  "affiliateCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(validateAffiliateCodeParamsAffiliateCodeRegExp))
})

export type ValidateAffiliateCodeParams = zod.input<typeof ValidateAffiliateCodeParams>;
export type ValidateAffiliateCodeParamsOutput = zod.output<typeof ValidateAffiliateCodeParams>;
