/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsUssdPinRequestPinRegExp = new RegExp('^[0-9]{4}$');
export const settingsUssdPinRequestPinConfirmationRegExp = new RegExp('^[0-9]{4}$');

export const SettingsUssdPinRequest = zod.object({
  "pin": zod.string().regex(settingsUssdPinRequestPinRegExp),
  "pin_confirmation": zod.string().regex(settingsUssdPinRequestPinConfirmationRegExp)
}).describe('Assumption: a 4-digit PIN, twice.')

export type SettingsUssdPinRequest = zod.input<typeof SettingsUssdPinRequest>;
export type SettingsUssdPinRequestOutput = zod.output<typeof SettingsUssdPinRequest>;
