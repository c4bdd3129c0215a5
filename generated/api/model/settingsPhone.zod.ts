/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsPhoneNumberMin = 4;
export const settingsPhoneNumberMax = 20;

export const settingsPhoneProviderMax = 40;


export const SettingsPhone = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "is2fa": /*#__PURE__*/ zod.boolean(),
  "number": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsPhoneNumberMin)).check(/*#__PURE__*/ zod.maxLength(settingsPhoneNumberMax)),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPhoneProviderMax)),
  "type": /*#__PURE__*/ zod.enum(['sms', 'voice', 'ussd'])
})

export type SettingsPhone = zod.input<typeof SettingsPhone>;
export type SettingsPhoneOutput = zod.output<typeof SettingsPhone>;
