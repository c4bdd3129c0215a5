/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');

export const AuthReferralCode = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(AuthReferralCodeRegExp))

export type AuthReferralCode = zod.input<typeof AuthReferralCode>;
export type AuthReferralCodeOutput = zod.output<typeof AuthReferralCode>;
