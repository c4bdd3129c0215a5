/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const confirmLoginBodyCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmLoginBody = zod.object({
  "code": zod.string().regex(confirmLoginBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Confirms a new device with the 6-digit e-mailed code (section 7 body {code}).')

export type ConfirmLoginBody = zod.input<typeof ConfirmLoginBody>;
export type ConfirmLoginBodyOutput = zod.output<typeof ConfirmLoginBody>;
