/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const verificationRejectionReasonsItemMax = 200;



export const VerificationRejection = /*#__PURE__*/ zod.object({
  "reasons": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(verificationRejectionReasonsItemMax))).check(/*#__PURE__*/ zod.minLength(1)),
  "canRetry": /*#__PURE__*/ zod.boolean()
})

export type VerificationRejection = zod.input<typeof VerificationRejection>;
export type VerificationRejectionOutput = zod.output<typeof VerificationRejection>;
