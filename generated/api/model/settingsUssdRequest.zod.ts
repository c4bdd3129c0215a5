/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsUssdRequestPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const settingsUssdRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsUssdRequest = zod.object({
  "phone": zod.string().regex(settingsUssdRequestPhoneRegExp).describe('A phone number in E.164 form.'),
  "totp": zod.string().regex(settingsUssdRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: turns USSD on for the phone, with the authenticator code when two-factor is on.')

export type SettingsUssdRequest = zod.input<typeof SettingsUssdRequest>;
export type SettingsUssdRequestOutput = zod.output<typeof SettingsUssdRequest>;
