/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsPhoneNumberMin = 4;
export const settingsPhoneNumberMax = 20;

export const settingsPhoneProviderMax = 40;


export const SettingsPhone = zod.object({
  "id": zod.int().min(1),
  "is2fa": zod.boolean().describe('Whether the phone serves as a second factor.'),
  "number": zod.string().min(settingsPhoneNumberMin).max(settingsPhoneNumberMax).describe('The masked number, e.g. +38067*****67.'),
  "provider": zod.string().min(1).max(settingsPhoneProviderMax),
  "type": zod.enum(['sms', 'voice', 'ussd'])
}).describe('The user\'s phone (section 3 "phone": id, is2fa, number, provider, type). Assumption: number is masked, provider is the carrier or SMS provider, type the channel codes are sent over.')

export type SettingsPhone = zod.input<typeof SettingsPhone>;
export type SettingsPhoneOutput = zod.output<typeof SettingsPhone>;
