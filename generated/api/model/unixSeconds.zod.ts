/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const UnixSecondsMin = 0;


export const UnixSeconds = zod.int().min(UnixSecondsMin).describe('Seconds since the Unix epoch.')

export type UnixSeconds = zod.input<typeof UnixSeconds>;
export type UnixSecondsOutput = zod.output<typeof UnixSeconds>;
