/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsUserFlags = zod.object({
  "isTwoFactorEnabled": zod.boolean(),
  "isPasskeyEnabled": zod.boolean(),
  "isAntiPhishingCodeEnabled": zod.boolean(),
  "exchangeTermsAccepted": zod.boolean(),
  "isQrLoginEnabled": zod.boolean(),
  "isPasswordCreateEnabled": zod.boolean().describe('The account has no password yet (third-party sign-in) and may create one.')
}).describe('The user\'s security and consent flags (section 3 "flags"). Second factor counts as enabled if two-factor or passkey is on.')

export type SettingsUserFlags = zod.input<typeof SettingsUserFlags>;
export type SettingsUserFlagsOutput = zod.output<typeof SettingsUserFlags>;
