/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsGeneralLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralTimezoneMax = 64;



export const SettingsGeneral = /*#__PURE__*/ zod.object({
  "language": /*#__PURE__*/ zod.stringFormat('locale', settingsGeneralLanguageRegExp),
  "communicationLanguage": /*#__PURE__*/ zod.stringFormat('locale', settingsGeneralCommunicationLanguageRegExp),
  "timezone": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(settingsGeneralTimezoneMax)),
  "logoutTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type SettingsGeneral = zod.input<typeof SettingsGeneral>;
export type SettingsGeneralOutput = zod.output<typeof SettingsGeneral>;
