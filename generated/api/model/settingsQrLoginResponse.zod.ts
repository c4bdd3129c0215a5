/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsQrLoginResponse = zod.object({
  "data": zod.object({
  "isQrLoginEnabled": zod.boolean()
})
})

export type SettingsQrLoginResponse = zod.input<typeof SettingsQrLoginResponse>;
export type SettingsQrLoginResponseOutput = zod.output<typeof SettingsQrLoginResponse>;
