/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsUssdPhoneMin = 4;
export const settingsUssdPhoneMax = 20;


export const SettingsUssd = zod.object({
  "enabled": zod.boolean(),
  "phone": zod.string().min(settingsUssdPhoneMin).max(settingsUssdPhoneMax).optional().describe('The masked phone USSD works from.'),
  "hasPin": zod.boolean()
}).describe('USSD access (general/ussd; privilege canUseUssd). Assumption: modelled as enabled, the masked phone and whether a PIN is set.')

export type SettingsUssd = zod.input<typeof SettingsUssd>;
export type SettingsUssdOutput = zod.output<typeof SettingsUssd>;
