/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const UpdateFuturesHedgeModeBody = /*#__PURE__*/ zod.object({
  "hedgeMode": /*#__PURE__*/ zod.boolean()
})

export type UpdateFuturesHedgeModeBody = zod.input<typeof UpdateFuturesHedgeModeBody>;
export type UpdateFuturesHedgeModeBodyOutput = zod.output<typeof UpdateFuturesHedgeModeBody>;
