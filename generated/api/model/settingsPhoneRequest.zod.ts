/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsPhoneRequestPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const settingsPhoneRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsPhoneRequest = zod.object({
  "phone": zod.string().regex(settingsPhoneRequestPhoneRegExp).describe('A phone number in E.164 form.'),
  "totp": zod.string().regex(settingsPhoneRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Adds or changes the phone; a 6-digit code is texted to it. Assumption: the authenticator code is needed when two-factor is on.')

export type SettingsPhoneRequest = zod.input<typeof SettingsPhoneRequest>;
export type SettingsPhoneRequestOutput = zod.output<typeof SettingsPhoneRequest>;
