/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const UnixMillisMin = 0;


export const UnixMillis = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(UnixMillisMin))

export type UnixMillis = zod.input<typeof UnixMillis>;
export type UnixMillisOutput = zod.output<typeof UnixMillis>;
