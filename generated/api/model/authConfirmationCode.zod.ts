/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthConfirmationCodeRegExp = new RegExp('^[0-9]{6}$');

export const AuthConfirmationCode = zod.string().regex(AuthConfirmationCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')

export type AuthConfirmationCode = zod.input<typeof AuthConfirmationCode>;
export type AuthConfirmationCodeOutput = zod.output<typeof AuthConfirmationCode>;
