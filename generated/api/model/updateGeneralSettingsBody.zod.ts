/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateGeneralSettingsBodyLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettingsBodyCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettingsBodyTimezoneMax = 64;



export const UpdateGeneralSettingsBody = /*#__PURE__*/ zod.object({
  "language": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('locale', updateGeneralSettingsBodyLanguageRegExp)),
  "communicationLanguage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('locale', updateGeneralSettingsBodyCommunicationLanguageRegExp)),
  "timezone": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateGeneralSettingsBodyTimezoneMax))),
  "logoutTime": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})

export type UpdateGeneralSettingsBody = zod.input<typeof UpdateGeneralSettingsBody>;
export type UpdateGeneralSettingsBodyOutput = zod.output<typeof UpdateGeneralSettingsBody>;
