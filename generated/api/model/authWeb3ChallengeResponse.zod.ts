/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authWeb3ChallengeResponseDataMessageMax = 2000;

export const authWeb3ChallengeResponseDataNonceMin = 8;
export const authWeb3ChallengeResponseDataNonceMax = 64;

export const authWeb3ChallengeResponseDataExpiresAtMin = 0;


export const AuthWeb3ChallengeResponse = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(authWeb3ChallengeResponseDataMessageMax).describe('The text to sign.'),
  "nonce": zod.string().min(authWeb3ChallengeResponseDataNonceMin).max(authWeb3ChallengeResponseDataNonceMax),
  "expiresAt": zod.int().min(authWeb3ChallengeResponseDataExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('The message the wallet signs to prove the address. Assumption: modelled on a sign-in-with-Ethereum message and nonce.')
})

export type AuthWeb3ChallengeResponse = zod.input<typeof AuthWeb3ChallengeResponse>;
export type AuthWeb3ChallengeResponseOutput = zod.output<typeof AuthWeb3ChallengeResponse>;
