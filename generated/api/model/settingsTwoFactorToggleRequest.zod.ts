/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsTwoFactorToggleRequestTotpRegExp = new RegExp('^[0-9]{6}$');
export const settingsTwoFactorToggleRequestSecretMin = 16;
export const settingsTwoFactorToggleRequestSecretMax = 64;


export const SettingsTwoFactorToggleRequest = zod.object({
  "enable": zod.boolean(),
  "totp": zod.string().regex(settingsTwoFactorToggleRequestTotpRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "secret": zod.string().min(settingsTwoFactorToggleRequestSecretMin).max(settingsTwoFactorToggleRequestSecretMax).optional()
}).describe('Turns the authenticator on or off. Assumption: confirmed by a current code (and, to turn it on, the secret just generated).')

export type SettingsTwoFactorToggleRequest = zod.input<typeof SettingsTwoFactorToggleRequest>;
export type SettingsTwoFactorToggleRequestOutput = zod.output<typeof SettingsTwoFactorToggleRequest>;
