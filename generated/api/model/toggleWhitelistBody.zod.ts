/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const toggleWhitelistBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const ToggleWhitelistBody = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(toggleWhitelistBodyTotpRegExp)))
})

export type ToggleWhitelistBody = zod.input<typeof ToggleWhitelistBody>;
export type ToggleWhitelistBodyOutput = zod.output<typeof ToggleWhitelistBody>;
