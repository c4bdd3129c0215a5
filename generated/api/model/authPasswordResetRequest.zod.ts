/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authPasswordResetRequestTokenMin = 16;
export const authPasswordResetRequestTokenMax = 512;

export const authPasswordResetRequestEmailMax = 254;

export const authPasswordResetRequestPasswordMin = 8;
export const authPasswordResetRequestPasswordMax = 128;

export const authPasswordResetRequestPasswordConfirmationMin = 8;
export const authPasswordResetRequestPasswordConfirmationMax = 128;


export const AuthPasswordResetRequest = zod.object({
  "token": zod.string().min(authPasswordResetRequestTokenMin).max(authPasswordResetRequestTokenMax).describe('The token of the reset link.'),
  "email": zod.email().max(authPasswordResetRequestEmailMax).describe('An e-mail address.'),
  "password": zod.string().min(authPasswordResetRequestPasswordMin).max(authPasswordResetRequestPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(authPasswordResetRequestPasswordConfirmationMin).max(authPasswordResetRequestPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Sets a new password with the reset token (kept for 5 minutes in the reset-token cookie after following the e-mailed link). Assumption: the field names follow the usual password-reset form.')

export type AuthPasswordResetRequest = zod.input<typeof AuthPasswordResetRequest>;
export type AuthPasswordResetRequestOutput = zod.output<typeof AuthPasswordResetRequest>;
