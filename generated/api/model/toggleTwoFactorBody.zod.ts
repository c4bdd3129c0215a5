/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const toggleTwoFactorBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const toggleTwoFactorBodySecretMin = 16;
export const toggleTwoFactorBodySecretMax = 64;


export const ToggleTwoFactorBody = /*#__PURE__*/ zod.object({
  "enable": /*#__PURE__*/ zod.boolean(),
  "totp": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(toggleTwoFactorBodyTotpRegExp)),
  "secret": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(toggleTwoFactorBodySecretMin)).check(/*#__PURE__*/ zod.maxLength(toggleTwoFactorBodySecretMax)))
})

export type ToggleTwoFactorBody = zod.input<typeof ToggleTwoFactorBody>;
export type ToggleTwoFactorBodyOutput = zod.output<typeof ToggleTwoFactorBody>;
