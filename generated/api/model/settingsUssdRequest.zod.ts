/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsUssdRequestPhoneRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');
export const settingsUssdRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsUssdRequest = /*#__PURE__*/ zod.object({
  "phone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsUssdRequestPhoneRegExp)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsUssdRequestTotpRegExp)))
})

export type SettingsUssdRequest = zod.input<typeof SettingsUssdRequest>;
export type SettingsUssdRequestOutput = zod.output<typeof SettingsUssdRequest>;
