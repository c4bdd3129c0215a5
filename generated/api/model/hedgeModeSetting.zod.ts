/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const HedgeModeSetting = /*#__PURE__*/ zod.object({
  "hedgeMode": /*#__PURE__*/ zod.boolean()
})

export type HedgeModeSetting = zod.input<typeof HedgeModeSetting>;
export type HedgeModeSettingOutput = zod.output<typeof HedgeModeSetting>;
