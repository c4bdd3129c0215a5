/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthReferralCodeRegExp = new RegExp('^[A-Za-z0-9_-]{4,32}$');

export const AuthReferralCode = zod.string().regex(AuthReferralCodeRegExp).describe('A referral code. Assumption: 4 to 32 letters, digits, dashes or underscores.')

export type AuthReferralCode = zod.input<typeof AuthReferralCode>;
export type AuthReferralCodeOutput = zod.output<typeof AuthReferralCode>;
