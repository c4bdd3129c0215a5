/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsEmailRequestEmailMax = 254;

export const settingsEmailRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsEmailRequest = zod.object({
  "email": zod.email().max(settingsEmailRequestEmailMax).describe('An e-mail address.'),
  "totp": zod.string().regex(settingsEmailRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Changes the e-mail; a code is sent to the new one. Assumption: the authenticator code is needed when two-factor is on.')

export type SettingsEmailRequest = zod.input<typeof SettingsEmailRequest>;
export type SettingsEmailRequestOutput = zod.output<typeof SettingsEmailRequest>;
