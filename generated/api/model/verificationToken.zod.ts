/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const verificationTokenProviderMax = 40;

export const verificationTokenAccessTokenMin = 16;
export const verificationTokenAccessTokenMax = 4096;

export const verificationTokenExpiresAtMin = 0;



export const VerificationToken = /*#__PURE__*/ zod.object({
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationTokenProviderMax)),
  "accessToken": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(verificationTokenAccessTokenMin)).check(/*#__PURE__*/ zod.maxLength(verificationTokenAccessTokenMax)),
  "expiresAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationTokenExpiresAtMin)),
  "attemptId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type VerificationToken = zod.input<typeof VerificationToken>;
export type VerificationTokenOutput = zod.output<typeof VerificationToken>;
