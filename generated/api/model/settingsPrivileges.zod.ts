/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const SettingsPrivileges = /*#__PURE__*/ zod.object({
  "canGenerateReferralCodes": /*#__PURE__*/ zod.boolean(),
  "isMerchant": /*#__PURE__*/ zod.boolean(),
  "isListing": /*#__PURE__*/ zod.boolean(),
  "canUseUssd": /*#__PURE__*/ zod.boolean(),
  "canCreateManyAddresses": /*#__PURE__*/ zod.boolean()
})

export type SettingsPrivileges = zod.input<typeof SettingsPrivileges>;
export type SettingsPrivilegesOutput = zod.output<typeof SettingsPrivileges>;
