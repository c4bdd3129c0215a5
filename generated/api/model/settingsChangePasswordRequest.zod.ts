/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsChangePasswordRequestCurrentPasswordMin = 8;
export const settingsChangePasswordRequestCurrentPasswordMax = 128;

export const settingsChangePasswordRequestPasswordMin = 8;
export const settingsChangePasswordRequestPasswordMax = 128;

export const settingsChangePasswordRequestPasswordConfirmationMin = 8;
export const settingsChangePasswordRequestPasswordConfirmationMax = 128;

export const settingsChangePasswordRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsChangePasswordRequest = zod.object({
  "currentPassword": zod.string().min(settingsChangePasswordRequestCurrentPasswordMin).max(settingsChangePasswordRequestCurrentPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password": zod.string().min(settingsChangePasswordRequestPasswordMin).max(settingsChangePasswordRequestPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(settingsChangePasswordRequestPasswordConfirmationMin).max(settingsChangePasswordRequestPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "totp": zod.string().regex(settingsChangePasswordRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: the current password, the new one twice and the authenticator code when two-factor is on.')

export type SettingsChangePasswordRequest = zod.input<typeof SettingsChangePasswordRequest>;
export type SettingsChangePasswordRequestOutput = zod.output<typeof SettingsChangePasswordRequest>;
