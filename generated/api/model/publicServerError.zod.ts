/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PublicServerError = /*#__PURE__*/ zod.object({
  "error": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())
})

export type PublicServerError = zod.input<typeof PublicServerError>;
export type PublicServerErrorOutput = zod.output<typeof PublicServerError>;
