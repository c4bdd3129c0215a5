/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const kycStateAttemptsMin = 0;


export const kycStateAttemptProviderMax = 40;

export const kycStateAttemptStartedAtMin = 0;

export const kycStateAttemptSubmittedAtMin = 0;

export const kycStateAttemptReviewedAtMin = 0;

export const kycStateRejectionReasonsItemMax = 200;



export const KycState = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.enum(['notRequired', 'required', 'submitted', 'verified', 'rejected']),
  "flow": /*#__PURE__*/ zod.enum(['regular', 'legacy']),
  "attempts": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kycStateAttemptsMin)),
  "attempt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum(['regular', 'diia', 'external', 'provider']),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(kycStateAttemptProviderMax)),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kycStateAttemptStartedAtMin)),
  "submittedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kycStateAttemptSubmittedAtMin))),
  "reviewedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(kycStateAttemptReviewedAtMin)))
})),
  "rejection": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "reasons": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(kycStateRejectionReasonsItemMax))).check(/*#__PURE__*/ zod.minLength(1)),
  "canRetry": /*#__PURE__*/ zod.boolean()
}))
})

export type KycState = zod.input<typeof KycState>;
export type KycStateOutput = zod.output<typeof KycState>;
