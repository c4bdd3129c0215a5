/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authCodeValidityMessageMax = 300;


export const AuthCodeValidity = zod.object({
  "valid": zod.boolean(),
  "message": zod.string().max(authCodeValidityMessageMax).optional().describe('Why the code is not valid, when it is not.')
}).describe('Whether a referral or affiliate code exists and may be used. Assumption: not shown by the spec.')

export type AuthCodeValidity = zod.input<typeof AuthCodeValidity>;
export type AuthCodeValidityOutput = zod.output<typeof AuthCodeValidity>;
