/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const HedgeModeSetting = zod.object({
  "hedgeMode": zod.boolean()
}).describe('Whether futures hedge mode is on (section 3 "hedge-mode settings"; fields not shown there, `hedgeMode` as in the trade API v4).')

export type HedgeModeSetting = zod.input<typeof HedgeModeSetting>;
export type HedgeModeSettingOutput = zod.output<typeof HedgeModeSetting>;
