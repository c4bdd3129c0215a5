/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authWeb3ChallengeMessageMax = 2000;

export const authWeb3ChallengeNonceMin = 8;
export const authWeb3ChallengeNonceMax = 64;

export const authWeb3ChallengeExpiresAtMin = 0;


export const AuthWeb3Challenge = /*#__PURE__*/ zod.object({
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authWeb3ChallengeMessageMax)),
  "nonce": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authWeb3ChallengeNonceMin)).check(/*#__PURE__*/ zod.maxLength(authWeb3ChallengeNonceMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authWeb3ChallengeExpiresAtMin))
})

export type AuthWeb3Challenge = zod.input<typeof AuthWeb3Challenge>;
export type AuthWeb3ChallengeOutput = zod.output<typeof AuthWeb3Challenge>;
