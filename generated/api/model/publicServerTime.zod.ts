/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const publicServerTimeTimeMin = 0;


export const PublicServerTime = zod.object({
  "time": zod.int().min(publicServerTimeTimeMin).describe('Seconds since the Unix epoch.')
}).describe('The public API v4 `time` response, exactly as published (one integer field, Unix seconds, no envelope). The published schema lists no `required`; the field is always present, so it is required here.')

export type PublicServerTime = zod.input<typeof PublicServerTime>;
export type PublicServerTimeOutput = zod.output<typeof PublicServerTime>;
