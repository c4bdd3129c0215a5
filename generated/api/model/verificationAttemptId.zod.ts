/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const VerificationAttemptId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type VerificationAttemptId = zod.input<typeof VerificationAttemptId>;
export type VerificationAttemptIdOutput = zod.output<typeof VerificationAttemptId>;
