/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const verificationTokenResponseDataProviderMax = 40;

export const verificationTokenResponseDataAccessTokenMin = 16;
export const verificationTokenResponseDataAccessTokenMax = 4096;

export const verificationTokenResponseDataExpiresAtMin = 0;



export const VerificationTokenResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationTokenResponseDataProviderMax)),
  "accessToken": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(verificationTokenResponseDataAccessTokenMin)).check(/*#__PURE__*/ zod.maxLength(verificationTokenResponseDataAccessTokenMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationTokenResponseDataExpiresAtMin)),
  "attemptId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export type VerificationTokenResponse = zod.input<typeof VerificationTokenResponse>;
export type VerificationTokenResponseOutput = zod.output<typeof VerificationTokenResponse>;
