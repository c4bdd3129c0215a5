/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const setUssdPinBodyPinRegExp = new RegExp('^[0-9]{4}$');
export const setUssdPinBodyPinConfirmationRegExp = new RegExp('^[0-9]{4}$');

export const SetUssdPinBody = zod.object({
  "pin": zod.string().regex(setUssdPinBodyPinRegExp),
  "pin_confirmation": zod.string().regex(setUssdPinBodyPinConfirmationRegExp)
}).describe('Assumption: a 4-digit PIN, twice.')

export type SetUssdPinBody = zod.input<typeof SetUssdPinBody>;
export type SetUssdPinBodyOutput = zod.output<typeof SetUssdPinBody>;
