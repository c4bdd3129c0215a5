/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const resetPasswordBodyTokenMin = 16;
export const resetPasswordBodyTokenMax = 512;

export const resetPasswordBodyEmailMax = 254;

export const resetPasswordBodyPasswordMin = 8;
export const resetPasswordBodyPasswordMax = 128;

export const resetPasswordBodyPasswordConfirmationMin = 8;
export const resetPasswordBodyPasswordConfirmationMax = 128;


export const ResetPasswordBody = zod.object({
  "token": zod.string().min(resetPasswordBodyTokenMin).max(resetPasswordBodyTokenMax).describe('The token of the reset link.'),
  "email": zod.email().max(resetPasswordBodyEmailMax).describe('An e-mail address.'),
  "password": zod.string().min(resetPasswordBodyPasswordMin).max(resetPasswordBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(resetPasswordBodyPasswordConfirmationMin).max(resetPasswordBodyPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Sets a new password with the reset token (kept for 5 minutes in the reset-token cookie after following the e-mailed link). Assumption: the field names follow the usual password-reset form.')

export type ResetPasswordBody = zod.input<typeof ResetPasswordBody>;
export type ResetPasswordBodyOutput = zod.output<typeof ResetPasswordBody>;
