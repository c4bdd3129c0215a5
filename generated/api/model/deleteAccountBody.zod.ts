/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const deleteAccountBodyPasswordMin = 8;
export const deleteAccountBodyPasswordMax = 128;

export const deleteAccountBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const deleteAccountBodyReasonMax = 1000;


export const DeleteAccountBody = /*#__PURE__*/ zod.object({
  "password": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(deleteAccountBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(deleteAccountBodyPasswordMax))),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(deleteAccountBodyTotpRegExp))),
  "reason": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(deleteAccountBodyReasonMax)))
})

export type DeleteAccountBody = zod.input<typeof DeleteAccountBody>;
export type DeleteAccountBodyOutput = zod.output<typeof DeleteAccountBody>;
