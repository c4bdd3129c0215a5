/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const UnixMillisMin = 0;


export const UnixMillis = zod.int().min(UnixMillisMin).describe('Milliseconds since the Unix epoch.')

export type UnixMillis = zod.input<typeof UnixMillis>;
export type UnixMillisOutput = zod.output<typeof UnixMillis>;
