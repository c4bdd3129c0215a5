/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsUssdResponseDataPhoneMin = 4;
export const settingsUssdResponseDataPhoneMax = 20;


export const SettingsUssdResponse = zod.object({
  "data": zod.object({
  "enabled": zod.boolean(),
  "phone": zod.string().min(settingsUssdResponseDataPhoneMin).max(settingsUssdResponseDataPhoneMax).optional().describe('The masked phone USSD works from.'),
  "hasPin": zod.boolean()
}).describe('USSD access (general/ussd; privilege canUseUssd). Assumption: modelled as enabled, the masked phone and whether a PIN is set.')
})

export type SettingsUssdResponse = zod.input<typeof SettingsUssdResponse>;
export type SettingsUssdResponseOutput = zod.output<typeof SettingsUssdResponse>;
