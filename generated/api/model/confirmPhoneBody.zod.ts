/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmPhoneBodyCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmPhoneBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmPhoneBodyCodeRegExp))
})

export type ConfirmPhoneBody = zod.input<typeof ConfirmPhoneBody>;
export type ConfirmPhoneBodyOutput = zod.output<typeof ConfirmPhoneBody>;
