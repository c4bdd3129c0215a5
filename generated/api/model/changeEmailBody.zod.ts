/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const changeEmailBodyEmailMax = 254;

export const changeEmailBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const ChangeEmailBody = zod.object({
  "email": zod.email().max(changeEmailBodyEmailMax).describe('An e-mail address.'),
  "totp": zod.string().regex(changeEmailBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Changes the e-mail; a code is sent to the new one. Assumption: the authenticator code is needed when two-factor is on.')

export type ChangeEmailBody = zod.input<typeof ChangeEmailBody>;
export type ChangeEmailBodyOutput = zod.output<typeof ChangeEmailBody>;
