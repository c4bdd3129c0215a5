/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const PublicServerError = zod.object({
  "error": zod.array(zod.string())
}).describe('The public API v4 internal error body (HTTP 500).')

export type PublicServerError = zod.input<typeof PublicServerError>;
export type PublicServerErrorOutput = zod.output<typeof PublicServerError>;
