/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsGeneralRequestLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralRequestCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const settingsGeneralRequestTimezoneMax = 64;



export const SettingsGeneralRequest = zod.object({
  "language": zod.stringFormat('locale', settingsGeneralRequestLanguageRegExp).optional().describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "communicationLanguage": zod.stringFormat('locale', settingsGeneralRequestCommunicationLanguageRegExp).optional().describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "timezone": zod.string().min(1).max(settingsGeneralRequestTimezoneMax).optional(),
  "logoutTime": zod.int().min(1).optional()
}).describe('The general settings to change. Assumption: any subset of the general settings.')

export type SettingsGeneralRequest = zod.input<typeof SettingsGeneralRequest>;
export type SettingsGeneralRequestOutput = zod.output<typeof SettingsGeneralRequest>;
