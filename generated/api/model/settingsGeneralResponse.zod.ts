/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsGeneralResponseDataLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralResponseDataCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralResponseDataTimezoneMax = 64;



export const SettingsGeneralResponse = zod.object({
  "data": zod.object({
  "language": zod.stringFormat('locale', settingsGeneralResponseDataLanguageRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "communicationLanguage": zod.stringFormat('locale', settingsGeneralResponseDataCommunicationLanguageRegExp).describe('The language of e-mails and notifications (one of GET /v2/languages/communication).'),
  "timezone": zod.string().min(1).max(settingsGeneralResponseDataTimezoneMax).describe('An IANA time zone (Kyiv variants map to Europe/Helsinki, unknown to UTC).'),
  "logoutTime": zod.int().min(1).describe('Minutes of inactivity before automatic logout.')
}).describe('The general settings. Assumption: not shown by the spec; modelled on the general settings page.')
})

export type SettingsGeneralResponse = zod.input<typeof SettingsGeneralResponse>;
export type SettingsGeneralResponseOutput = zod.output<typeof SettingsGeneralResponse>;
