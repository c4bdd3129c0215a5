/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthAffiliateCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,64}$');

export const AuthAffiliateCode = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(AuthAffiliateCodeRegExp))

export type AuthAffiliateCode = zod.input<typeof AuthAffiliateCode>;
export type AuthAffiliateCodeOutput = zod.output<typeof AuthAffiliateCode>;
