/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsUssdPhoneMin = 4;
export const settingsUssdPhoneMax = 20;


export const SettingsUssd = /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsUssdPhoneMin)).check(/*#__PURE__*/ zod.maxLength(settingsUssdPhoneMax))),
  "hasPin": /*#__PURE__*/ zod.boolean()
})

export type SettingsUssd = zod.input<typeof SettingsUssd>;
export type SettingsUssdOutput = zod.output<typeof SettingsUssd>;
