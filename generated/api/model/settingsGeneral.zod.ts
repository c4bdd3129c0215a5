/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsGeneralLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralTimezoneMax = 64;



export const SettingsGeneral = zod.object({
  "language": zod.stringFormat('locale', settingsGeneralLanguageRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "communicationLanguage": zod.stringFormat('locale', settingsGeneralCommunicationLanguageRegExp).describe('The language of e-mails and notifications (one of GET /v2/languages/communication).'),
  "timezone": zod.string().min(1).max(settingsGeneralTimezoneMax).describe('An IANA time zone (Kyiv variants map to Europe/Helsinki, unknown to UTC).'),
  "logoutTime": zod.int().min(1).describe('Minutes of inactivity before automatic logout.')
}).describe('The general settings. Assumption: not shown by the spec; modelled on the general settings page.')

export type SettingsGeneral = zod.input<typeof SettingsGeneral>;
export type SettingsGeneralOutput = zod.output<typeof SettingsGeneral>;
