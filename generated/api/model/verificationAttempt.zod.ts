/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const verificationAttemptProviderMax = 40;

export const verificationAttemptStartedAtMin = 0;

export const verificationAttemptSubmittedAtMin = 0;

export const verificationAttemptReviewedAtMin = 0;


export const VerificationAttempt = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider']),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationAttemptProviderMax)),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationAttemptStartedAtMin)),
  "submittedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationAttemptSubmittedAtMin))),
  "reviewedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(verificationAttemptReviewedAtMin)))
})

export type VerificationAttempt = zod.input<typeof VerificationAttempt>;
export type VerificationAttemptOutput = zod.output<typeof VerificationAttempt>;
