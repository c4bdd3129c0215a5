/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsChangePasswordRequestCurrentPasswordMin = 8;
export const settingsChangePasswordRequestCurrentPasswordMax = 128;

export const settingsChangePasswordRequestPasswordMin = 8;
export const settingsChangePasswordRequestPasswordMax = 128;

export const settingsChangePasswordRequestPasswordConfirmationMin = 8;
export const settingsChangePasswordRequestPasswordConfirmationMax = 128;

export const settingsChangePasswordRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsChangePasswordRequest = /*#__PURE__*/ zod.object({
  "currentPassword": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsChangePasswordRequestCurrentPasswordMin)).check(/*#__PURE__*/ zod.maxLength(settingsChangePasswordRequestCurrentPasswordMax)),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsChangePasswordRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(settingsChangePasswordRequestPasswordMax)),
  "password_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsChangePasswordRequestPasswordConfirmationMin)).check(/*#__PURE__*/ zod.maxLength(settingsChangePasswordRequestPasswordConfirmationMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsChangePasswordRequestTotpRegExp)))
})

export type SettingsChangePasswordRequest = zod.input<typeof SettingsChangePasswordRequest>;
export type SettingsChangePasswordRequestOutput = zod.output<typeof SettingsChangePasswordRequest>;
