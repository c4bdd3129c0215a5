/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsTwoFactorStateResponse = zod.object({
  "data": zod.object({
  "isTwoFactorEnabled": zod.boolean()
})
})

export type SettingsTwoFactorStateResponse = zod.input<typeof SettingsTwoFactorStateResponse>;
export type SettingsTwoFactorStateResponseOutput = zod.output<typeof SettingsTwoFactorStateResponse>;
