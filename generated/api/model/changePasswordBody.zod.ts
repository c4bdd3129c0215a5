/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const changePasswordBodyCurrentPasswordMin = 8;
export const changePasswordBodyCurrentPasswordMax = 128;

export const changePasswordBodyPasswordMin = 8;
export const changePasswordBodyPasswordMax = 128;

export const changePasswordBodyPasswordConfirmationMin = 8;
export const changePasswordBodyPasswordConfirmationMax = 128;

export const changePasswordBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const ChangePasswordBody = /*#__PURE__*/ zod.object({
  "currentPassword": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(changePasswordBodyCurrentPasswordMin)).check(/*#__PURE__*/ zod.maxLength(changePasswordBodyCurrentPasswordMax)),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(changePasswordBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(changePasswordBodyPasswordMax)),
  "password_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(changePasswordBodyPasswordConfirmationMin)).check(/*#__PURE__*/ zod.maxLength(changePasswordBodyPasswordConfirmationMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(changePasswordBodyTotpRegExp)))
})

export type ChangePasswordBody = zod.input<typeof ChangePasswordBody>;
export type ChangePasswordBodyOutput = zod.output<typeof ChangePasswordBody>;
