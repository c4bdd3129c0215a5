/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HedgeModeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "hedgeMode": /*#__PURE__*/ zod.boolean()
})
})

export type HedgeModeResponse = zod.input<typeof HedgeModeResponse>;
export type HedgeModeResponseOutput = zod.output<typeof HedgeModeResponse>;
