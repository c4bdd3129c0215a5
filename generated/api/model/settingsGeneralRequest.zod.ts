/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsGeneralRequestLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralRequestCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralRequestTimezoneMax = 64;



export const SettingsGeneralRequest = /*#__PURE__*/ zod.object({
  "language": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('locale', settingsGeneralRequestLanguageRegExp)),
  "communicationLanguage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('locale', settingsGeneralRequestCommunicationLanguageRegExp)),
  "timezone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsGeneralRequestTimezoneMax))),
  "logoutTime": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})

export type SettingsGeneralRequest = zod.input<typeof SettingsGeneralRequest>;
export type SettingsGeneralRequestOutput = zod.output<typeof SettingsGeneralRequest>;
