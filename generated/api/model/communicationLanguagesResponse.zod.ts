/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const communicationLanguagesResponseDataItemCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const communicationLanguagesResponseDataItemNameMax = 40;


export const CommunicationLanguagesResponse = zod.object({
  "data": zod.array(zod.object({
  "code": zod.stringFormat('locale', communicationLanguagesResponseDataItemCodeRegExp).describe('A language code of the product (two letters, optionally with a region, e.g. en, tr, pt-br).'),
  "name": zod.string().min(1).max(communicationLanguagesResponseDataItemNameMax).describe('The language\'s own name.')
}))
})

export type CommunicationLanguagesResponse = zod.input<typeof CommunicationLanguagesResponse>;
export type CommunicationLanguagesResponseOutput = zod.output<typeof CommunicationLanguagesResponse>;
