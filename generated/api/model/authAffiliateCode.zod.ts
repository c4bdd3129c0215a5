/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');

export const AuthAffiliateCode = zod.string().regex(AuthAffiliateCodeRegExp).describe('An affiliate code. Assumption: 4 to 64 letters, digits, dashes or underscores.')

export type AuthAffiliateCode = zod.input<typeof AuthAffiliateCode>;
export type AuthAffiliateCodeOutput = zod.output<typeof AuthAffiliateCode>;
