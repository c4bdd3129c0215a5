/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const communicationLanguageCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const communicationLanguageNameMax = 40;


export const CommunicationLanguage = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('locale', communicationLanguageCodeRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(communicationLanguageNameMax))
})

export type CommunicationLanguage = zod.input<typeof CommunicationLanguage>;
export type CommunicationLanguageOutput = zod.output<typeof CommunicationLanguage>;
