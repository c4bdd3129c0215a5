/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsUserFlags = /*#__PURE__*/ zod.object({
  "isTwoFactorEnabled": /*#__PURE__*/ zod.boolean(),
  "isPasskeyEnabled": /*#__PURE__*/ zod.boolean(),
  "isAntiPhishingCodeEnabled": /*#__PURE__*/ zod.boolean(),
  "exchangeTermsAccepted": /*#__PURE__*/ zod.boolean(),
  "isQrLoginEnabled": /*#__PURE__*/ zod.boolean(),
  "isPasswordCreateEnabled": /*#__PURE__*/ zod.boolean()
})

export type SettingsUserFlags = zod.input<typeof SettingsUserFlags>;
export type SettingsUserFlagsOutput = zod.output<typeof SettingsUserFlags>;
