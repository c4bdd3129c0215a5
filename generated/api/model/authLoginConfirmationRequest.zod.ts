/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authLoginConfirmationRequestCodeRegExp = new RegExp('^[0-9]{6}$');

export const AuthLoginConfirmationRequest = zod.object({
  "code": zod.string().regex(authLoginConfirmationRequestCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Confirms a new device with the 6-digit e-mailed code (section 7 body {code}).')

export type AuthLoginConfirmationRequest = zod.input<typeof AuthLoginConfirmationRequest>;
export type AuthLoginConfirmationRequestOutput = zod.output<typeof AuthLoginConfirmationRequest>;
