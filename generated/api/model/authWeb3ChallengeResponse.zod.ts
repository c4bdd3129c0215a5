/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authWeb3ChallengeResponseDataMessageMax = 2000;

export const authWeb3ChallengeResponseDataNonceMin = 8;
export const authWeb3ChallengeResponseDataNonceMax = 64;

export const authWeb3ChallengeResponseDataExpiresAtMin = 0;


export const AuthWeb3ChallengeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authWeb3ChallengeResponseDataMessageMax)),
  "nonce": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authWeb3ChallengeResponseDataNonceMin)).check(/*#__PURE__*/ zod.maxLength(authWeb3ChallengeResponseDataNonceMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authWeb3ChallengeResponseDataExpiresAtMin))
})
})

export type AuthWeb3ChallengeResponse = zod.input<typeof AuthWeb3ChallengeResponse>;
export type AuthWeb3ChallengeResponseOutput = zod.output<typeof AuthWeb3ChallengeResponse>;
