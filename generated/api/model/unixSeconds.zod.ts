/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const UnixSecondsMin = 0;


export const UnixSeconds = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(UnixSecondsMin))

export type UnixSeconds = zod.input<typeof UnixSeconds>;
export type UnixSecondsOutput = zod.output<typeof UnixSeconds>;
