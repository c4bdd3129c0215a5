/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const setPhoneBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const setPhoneBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const SetPhoneBody = /*#__PURE__*/ zod.object({
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(setPhoneBodyPhoneRegExp)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(setPhoneBodyTotpRegExp)))
})

export type SetPhoneBody = zod.input<typeof SetPhoneBody>;
export type SetPhoneBodyOutput = zod.output<typeof SetPhoneBody>;
