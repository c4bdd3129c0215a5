/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';




export const SettingsLogoutTimesResponse = zod.object({
  "data": zod.array(zod.int().min(1)).min(1).describe('The inactivity periods the user may choose. Assumption: minutes.')
})

export type SettingsLogoutTimesResponse = zod.input<typeof SettingsLogoutTimesResponse>;
export type SettingsLogoutTimesResponseOutput = zod.output<typeof SettingsLogoutTimesResponse>;
