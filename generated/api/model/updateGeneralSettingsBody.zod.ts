/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const updateGeneralSettingsBodyLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettingsBodyCommunicationLanguageRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const updateGeneralSettingsBodyTimezoneMax = 64;



export const UpdateGeneralSettingsBody = zod.object({
  "language": zod.stringFormat('locale', updateGeneralSettingsBodyLanguageRegExp).optional().describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "communicationLanguage": zod.stringFormat('locale', updateGeneralSettingsBodyCommunicationLanguageRegExp).optional().describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "timezone": zod.string().min(1).max(updateGeneralSettingsBodyTimezoneMax).optional(),
  "logoutTime": zod.int().min(1).optional()
}).describe('The general settings to change. Assumption: any subset of the general settings.')

export type UpdateGeneralSettingsBody = zod.input<typeof UpdateGeneralSettingsBody>;
export type UpdateGeneralSettingsBodyOutput = zod.output<typeof UpdateGeneralSettingsBody>;
