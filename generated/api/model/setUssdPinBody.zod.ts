/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const setUssdPinBodyPinRegExp = new RegExp('^[0-9]{4}$');
export const setUssdPinBodyPinConfirmationRegExp = new RegExp('^[0-9]{4}$');

export const SetUssdPinBody = /*#__PURE__*/ zod.object({
  "pin": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(setUssdPinBodyPinRegExp)),
  "pin_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(setUssdPinBodyPinConfirmationRegExp))
})

export type SetUssdPinBody = zod.input<typeof SetUssdPinBody>;
export type SetUssdPinBodyOutput = zod.output<typeof SetUssdPinBody>;
