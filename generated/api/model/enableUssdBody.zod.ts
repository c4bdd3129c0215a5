/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const enableUssdBodyPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const enableUssdBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const EnableUssdBody = /*#__PURE__*/ zod.object({
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(enableUssdBodyPhoneRegExp)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(enableUssdBodyTotpRegExp)))
})

export type EnableUssdBody = zod.input<typeof EnableUssdBody>;
export type EnableUssdBodyOutput = zod.output<typeof EnableUssdBody>;
