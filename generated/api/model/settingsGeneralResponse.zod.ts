/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsGeneralResponseDataLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralResponseDataCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralResponseDataTimezoneMax = 64;



export const SettingsGeneralResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "language": /*#__PURE__*/ zod.stringFormat('locale', settingsGeneralResponseDataLanguageRegExp),
  "communicationLanguage": /*#__PURE__*/ zod.stringFormat('locale', settingsGeneralResponseDataCommunicationLanguageRegExp),
  "timezone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsGeneralResponseDataTimezoneMax)),
  "logoutTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export type SettingsGeneralResponse = zod.input<typeof SettingsGeneralResponse>;
export type SettingsGeneralResponseOutput = zod.output<typeof SettingsGeneralResponse>;
