/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const changePasswordBodyCurrentPasswordMin = 8;
export const changePasswordBodyCurrentPasswordMax = 128;

export const changePasswordBodyPasswordMin = 8;
export const changePasswordBodyPasswordMax = 128;

export const changePasswordBodyPasswordConfirmationMin = 8;
export const changePasswordBodyPasswordConfirmationMax = 128;

export const changePasswordBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const ChangePasswordBody = zod.object({
  "currentPassword": zod.string().min(changePasswordBodyCurrentPasswordMin).max(changePasswordBodyCurrentPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password": zod.string().min(changePasswordBodyPasswordMin).max(changePasswordBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(changePasswordBodyPasswordConfirmationMin).max(changePasswordBodyPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "totp": zod.string().regex(changePasswordBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Assumption: the current password, the new one twice and the authenticator code when two-factor is on.')

export type ChangePasswordBody = zod.input<typeof ChangePasswordBody>;
export type ChangePasswordBodyOutput = zod.output<typeof ChangePasswordBody>;
