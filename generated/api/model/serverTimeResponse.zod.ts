/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const serverTimeResponseDataTimeMin = 0;


export const ServerTimeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(serverTimeResponseDataTimeMin))
})
})

export type ServerTimeResponse = zod.input<typeof ServerTimeResponse>;
export type ServerTimeResponseOutput = zod.output<typeof ServerTimeResponse>;
