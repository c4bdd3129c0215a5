/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const validateAffiliateCodeParamsAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');

export const ValidateAffiliateCodeParams = zod.object({
  "affiliateCode": zod.string().regex(validateAffiliateCodeParamsAffiliateCodeRegExp).describe('An affiliate code. Assumption: 4 to 64 letters, digits, dashes or underscores.')
})

export type ValidateAffiliateCodeParams = zod.input<typeof ValidateAffiliateCodeParams>;
export type ValidateAffiliateCodeParamsOutput = zod.output<typeof ValidateAffiliateCodeParams>;
