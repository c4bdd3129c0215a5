/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const UpdateFlexAutoReinvestBody = /*#__PURE__*/ zod.object({
  "autoReinvest": /*#__PURE__*/ zod.boolean()
})

export type UpdateFlexAutoReinvestBody = zod.input<typeof UpdateFlexAutoReinvestBody>;
export type UpdateFlexAutoReinvestBodyOutput = zod.output<typeof UpdateFlexAutoReinvestBody>;
