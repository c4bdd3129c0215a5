/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsUssdPinRequestPinRegExp = new RegExp('^[0-9]{4}$');
export const settingsUssdPinRequestPinConfirmationRegExp = new RegExp('^[0-9]{4}$');

export const SettingsUssdPinRequest = /*#__PURE__*/ zod.object({
  "pin": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsUssdPinRequestPinRegExp)),
  "pin_confirmation": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(settingsUssdPinRequestPinConfirmationRegExp))
})

export type SettingsUssdPinRequest = zod.input<typeof SettingsUssdPinRequest>;
export type SettingsUssdPinRequestOutput = zod.output<typeof SettingsUssdPinRequest>;
