/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const communicationLanguageCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const communicationLanguageNameMax = 40;


export const CommunicationLanguage = zod.object({
  "code": zod.stringFormat('locale', communicationLanguageCodeRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "name": zod.string().min(1).max(communicationLanguageNameMax).describe('The language\'s own name.')
})

export type CommunicationLanguage = zod.input<typeof CommunicationLanguage>;
export type CommunicationLanguageOutput = zod.output<typeof CommunicationLanguage>;
