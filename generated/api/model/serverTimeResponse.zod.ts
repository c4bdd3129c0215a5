/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const serverTimeResponseDataTimeMin = 0;


export const ServerTimeResponse = zod.object({
  "data": zod.object({
  "time": zod.int().min(serverTimeResponseDataTimeMin).describe('Seconds since the Unix epoch.')
})
}).describe('Assumption: the spec shows the call (GET /v2/time) but not its body; modelled as the server clock in seconds.')

export type ServerTimeResponse = zod.input<typeof ServerTimeResponse>;
export type ServerTimeResponseOutput = zod.output<typeof ServerTimeResponse>;
