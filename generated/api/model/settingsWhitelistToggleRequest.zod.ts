/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsWhitelistToggleRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsWhitelistToggleRequest = zod.object({
  "enabled": zod.boolean(),
  "totp": zod.string().regex(settingsWhitelistToggleRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: turns the whitelist on or off, with the authenticator code when two-factor is on.')

export type SettingsWhitelistToggleRequest = zod.input<typeof SettingsWhitelistToggleRequest>;
export type SettingsWhitelistToggleRequestOutput = zod.output<typeof SettingsWhitelistToggleRequest>;
