/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const HedgeModeResponse = zod.object({
  "data": zod.object({
  "hedgeMode": zod.boolean()
}).describe('Whether futures hedge mode is on (section 3 "hedge-mode settings"; fields not shown there, `hedgeMode` as in the trade API v4).')
})

export type HedgeModeResponse = zod.input<typeof HedgeModeResponse>;
export type HedgeModeResponseOutput = zod.output<typeof HedgeModeResponse>;
