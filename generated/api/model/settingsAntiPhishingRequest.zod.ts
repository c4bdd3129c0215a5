/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsAntiPhishingRequestCodeRegExp = new RegExp('^[A-Za-z0-9]{4,20}$');
export const settingsAntiPhishingRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsAntiPhishingRequest = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsAntiPhishingRequestCodeRegExp)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsAntiPhishingRequestTotpRegExp)))
})

export type SettingsAntiPhishingRequest = zod.input<typeof SettingsAntiPhishingRequest>;
export type SettingsAntiPhishingRequestOutput = zod.output<typeof SettingsAntiPhishingRequest>;
