/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PublicV1Error = /*#__PURE__*/ zod.object({
  "success": /*#__PURE__*/ zod.literal(false),
  "message": /*#__PURE__*/ zod.string(),
  "params": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))
})

export type PublicV1Error = zod.input<typeof PublicV1Error>;
export type PublicV1ErrorOutput = zod.output<typeof PublicV1Error>;
