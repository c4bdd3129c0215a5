/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const PublicV1Error = zod.object({
  "success": zod.literal(false),
  "message": zod.string(),
  "params": zod.array(zod.string()).optional()
}).describe('The public API v1 error body (`ErrorV1`), exactly as published.')

export type PublicV1Error = zod.input<typeof PublicV1Error>;
export type PublicV1ErrorOutput = zod.output<typeof PublicV1Error>;
