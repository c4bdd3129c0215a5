/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsWhitelistToggleRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsWhitelistToggleRequest = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsWhitelistToggleRequestTotpRegExp)))
})

export type SettingsWhitelistToggleRequest = zod.input<typeof SettingsWhitelistToggleRequest>;
export type SettingsWhitelistToggleRequestOutput = zod.output<typeof SettingsWhitelistToggleRequest>;
