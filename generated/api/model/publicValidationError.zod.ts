/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PublicValidationError = /*#__PURE__*/ zod.object({
  "success": /*#__PURE__*/ zod.literal(false),
  "message": /*#__PURE__*/ zod.string(),
  "params": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))
})

export type PublicValidationError = zod.input<typeof PublicValidationError>;
export type PublicValidationErrorOutput = zod.output<typeof PublicValidationError>;
