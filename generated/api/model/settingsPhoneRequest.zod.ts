/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsPhoneRequestPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const settingsPhoneRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsPhoneRequest = /*#__PURE__*/ zod.object({
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsPhoneRequestPhoneRegExp)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsPhoneRequestTotpRegExp)))
})

export type SettingsPhoneRequest = zod.input<typeof SettingsPhoneRequest>;
export type SettingsPhoneRequestOutput = zod.output<typeof SettingsPhoneRequest>;
