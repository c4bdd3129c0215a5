/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsDeleteAccountRequestPasswordMin = 8;
export const settingsDeleteAccountRequestPasswordMax = 128;

export const settingsDeleteAccountRequestTotpRegExp = new RegExp('^[0-9]{6}$');
export const settingsDeleteAccountRequestReasonMax = 1000;


export const SettingsDeleteAccountRequest = zod.object({
  "password": zod.string().min(settingsDeleteAccountRequestPasswordMin).max(settingsDeleteAccountRequestPasswordMax).optional().describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "totp": zod.string().regex(settingsDeleteAccountRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "reason": zod.string().max(settingsDeleteAccountRequestReasonMax).optional()
}).describe('Assumption: the password (or the authenticator code) confirms the deletion; the reason is optional.')

export type SettingsDeleteAccountRequest = zod.input<typeof SettingsDeleteAccountRequest>;
export type SettingsDeleteAccountRequestOutput = zod.output<typeof SettingsDeleteAccountRequest>;
