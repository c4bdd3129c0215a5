/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsEmailRequestEmailMax = 254;

export const settingsEmailRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsEmailRequest = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(settingsEmailRequestEmailMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsEmailRequestTotpRegExp)))
})

export type SettingsEmailRequest = zod.input<typeof SettingsEmailRequest>;
export type SettingsEmailRequestOutput = zod.output<typeof SettingsEmailRequest>;
