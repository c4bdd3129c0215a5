/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authWeb3ChallengeMessageMax = 2000;

export const authWeb3ChallengeNonceMin = 8;
export const authWeb3ChallengeNonceMax = 64;

export const authWeb3ChallengeExpiresAtMin = 0;


export const AuthWeb3Challenge = zod.object({
  "message": zod.string().min(1).max(authWeb3ChallengeMessageMax).describe('The text to sign.'),
  "nonce": zod.string().min(authWeb3ChallengeNonceMin).max(authWeb3ChallengeNonceMax),
  "expiresAt": zod.int().min(authWeb3ChallengeExpiresAtMin).describe('Seconds since the Unix epoch.')
}).describe('The message the wallet signs to prove the address. Assumption: modelled on a sign-in-with-Ethereum message and nonce.')

export type AuthWeb3Challenge = zod.input<typeof AuthWeb3Challenge>;
export type AuthWeb3ChallengeOutput = zod.output<typeof AuthWeb3Challenge>;
