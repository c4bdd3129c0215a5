/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsPhoneResponseDataNumberMin = 4;
export const settingsPhoneResponseDataNumberMax = 20;

export const settingsPhoneResponseDataProviderMax = 40;


export const SettingsPhoneResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "is2fa": zod.boolean().describe('Whether the phone serves as a second factor.'),
  "number": zod.string().min(settingsPhoneResponseDataNumberMin).max(settingsPhoneResponseDataNumberMax).describe('The masked number, e.g. +38067*****67.'),
  "provider": zod.string().min(1).max(settingsPhoneResponseDataProviderMax),
  "type": zod.enum(['sms', 'voice', 'ussd'])
}).describe('The user\'s phone (section 3 "phone": id, is2fa, number, provider, type). Assumption: number is masked, provider is the carrier or SMS provider, type the channel codes are sent over.')
})

export type SettingsPhoneResponse = zod.input<typeof SettingsPhoneResponse>;
export type SettingsPhoneResponseOutput = zod.output<typeof SettingsPhoneResponse>;
