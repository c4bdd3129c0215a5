/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const settingsPhoneResponseDataNumberMin = 4;
export const settingsPhoneResponseDataNumberMax = 20;

export const settingsPhoneResponseDataProviderMax = 40;


export const SettingsPhoneResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "is2fa": /*#__PURE__*/ zod.boolean(),
  "number": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsPhoneResponseDataNumberMin)).check(/*#__PURE__*/ zod.maxLength(settingsPhoneResponseDataNumberMax)),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsPhoneResponseDataProviderMax)),
  "type": /*#__PURE__*/ zod.enum(['sms', 'voice', 'ussd'])
})
})

export type SettingsPhoneResponse = zod.input<typeof SettingsPhoneResponse>;
export type SettingsPhoneResponseOutput = zod.output<typeof SettingsPhoneResponse>;
