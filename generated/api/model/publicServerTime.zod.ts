/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const publicServerTimeTimeMin = 0;


export const PublicServerTime = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(publicServerTimeTimeMin))
})

export type PublicServerTime = zod.input<typeof PublicServerTime>;
export type PublicServerTimeOutput = zod.output<typeof PublicServerTime>;
