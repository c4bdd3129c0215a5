/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsDeleteAccountRequestPasswordMin = 8;
export const settingsDeleteAccountRequestPasswordMax = 128;

export const settingsDeleteAccountRequestTotpRegExp = new RegExp('^[0-9]{6}$');
export const settingsDeleteAccountRequestReasonMax = 1000;


export const SettingsDeleteAccountRequest = /*#__PURE__*/ zod.object({
  "password": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsDeleteAccountRequestPasswordMin)).check(/*#__PURE__*/ zod.maxLength(settingsDeleteAccountRequestPasswordMax))),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsDeleteAccountRequestTotpRegExp))),
  "reason": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(settingsDeleteAccountRequestReasonMax)))
})

export type SettingsDeleteAccountRequest = zod.input<typeof SettingsDeleteAccountRequest>;
export type SettingsDeleteAccountRequestOutput = zod.output<typeof SettingsDeleteAccountRequest>;
