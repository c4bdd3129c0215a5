/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const confirmPhoneBodyCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmPhoneBody = zod.object({
  "code": zod.string().regex(confirmPhoneBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
})

export type ConfirmPhoneBody = zod.input<typeof ConfirmPhoneBody>;
export type ConfirmPhoneBodyOutput = zod.output<typeof ConfirmPhoneBody>;
