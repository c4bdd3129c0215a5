/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const SettingsPrivileges = zod.object({
  "canGenerateReferralCodes": zod.boolean(),
  "isMerchant": zod.boolean(),
  "isListing": zod.boolean(),
  "canUseUssd": zod.boolean(),
  "canCreateManyAddresses": zod.boolean()
}).describe('Privileges (section 6): referral code generation, merchant, listing (all currencies deposit- and withdraw-enabled), USSD, creating many addresses.')

export type SettingsPrivileges = zod.input<typeof SettingsPrivileges>;
export type SettingsPrivilegesOutput = zod.output<typeof SettingsPrivileges>;
