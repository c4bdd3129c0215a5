/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsTwoFactorToggleRequestTotpRegExp = new RegExp('^[0-9]{6}$');
export const settingsTwoFactorToggleRequestSecretMin = 16;
export const settingsTwoFactorToggleRequestSecretMax = 64;


export const SettingsTwoFactorToggleRequest = /*#__PURE__*/ zod.object({
  "enable": /*#__PURE__*/ zod.boolean(),
  "totp": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsTwoFactorToggleRequestTotpRegExp)),
  "secret": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsTwoFactorToggleRequestSecretMin)).check(/*#__PURE__*/ zod.maxLength(settingsTwoFactorToggleRequestSecretMax)))
})

export type SettingsTwoFactorToggleRequest = zod.input<typeof SettingsTwoFactorToggleRequest>;
export type SettingsTwoFactorToggleRequestOutput = zod.output<typeof SettingsTwoFactorToggleRequest>;
