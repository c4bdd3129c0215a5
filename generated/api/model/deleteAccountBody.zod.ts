/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const deleteAccountBodyPasswordMin = 8;
export const deleteAccountBodyPasswordMax = 128;

export const deleteAccountBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const deleteAccountBodyReasonMax = 1000;


export const DeleteAccountBody = zod.object({
  "password": zod.string().min(deleteAccountBodyPasswordMin).max(deleteAccountBodyPasswordMax).optional().describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "totp": zod.string().regex(deleteAccountBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "reason": zod.string().max(deleteAccountBodyReasonMax).optional()
}).describe('Assumption: the password (or the authenticator code) confirms the deletion; the reason is optional.')

export type DeleteAccountBody = zod.input<typeof DeleteAccountBody>;
export type DeleteAccountBodyOutput = zod.output<typeof DeleteAccountBody>;
