/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsCodeRequestCodeRegExp = new RegExp('^[0-9]{6}$');

export const SettingsCodeRequest = zod.object({
  "code": zod.string().regex(settingsCodeRequestCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
})

export type SettingsCodeRequest = zod.input<typeof SettingsCodeRequest>;
export type SettingsCodeRequestOutput = zod.output<typeof SettingsCodeRequest>;
