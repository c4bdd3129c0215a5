/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsUssdResponseDataPhoneMin = 4;
export const settingsUssdResponseDataPhoneMax = 20;


export const SettingsUssdResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "enabled": /*#__PURE__*/ zod.boolean(),
  "phone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsUssdResponseDataPhoneMin)).check(/*#__PURE__*/ zod.maxLength(settingsUssdResponseDataPhoneMax))),
  "hasPin": /*#__PURE__*/ zod.boolean()
})
})

export type SettingsUssdResponse = zod.input<typeof SettingsUssdResponse>;
export type SettingsUssdResponseOutput = zod.output<typeof SettingsUssdResponse>;
