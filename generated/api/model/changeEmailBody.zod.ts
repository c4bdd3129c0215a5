/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const changeEmailBodyEmailMax = 254;

export const changeEmailBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const ChangeEmailBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(changeEmailBodyEmailMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(changeEmailBodyTotpRegExp)))
})

export type ChangeEmailBody = zod.input<typeof ChangeEmailBody>;
export type ChangeEmailBodyOutput = zod.output<typeof ChangeEmailBody>;
