/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authCodeValidityResponseDataMessageMax = 300;


export const AuthCodeValidityResponse = zod.object({
  "data": zod.object({
  "valid": zod.boolean(),
  "message": zod.string().max(authCodeValidityResponseDataMessageMax).optional().describe('Why the code is not valid, when it is not.')
}).describe('Whether a referral or affiliate code exists and may be used. Assumption: not shown by the spec.')
})

export type AuthCodeValidityResponse = zod.input<typeof AuthCodeValidityResponse>;
export type AuthCodeValidityResponseOutput = zod.output<typeof AuthCodeValidityResponse>;
