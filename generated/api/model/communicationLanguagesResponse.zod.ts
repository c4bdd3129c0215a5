/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const communicationLanguagesResponseDataItemCodeRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');
export const communicationLanguagesResponseDataItemNameMax = 40;

export const communicationLanguagesResponseSelectedRegExp = new RegExp('^[a-z]{2}(-[a-z]{2})?$');

export const CommunicationLanguagesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('locale', communicationLanguagesResponseDataItemCodeRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(communicationLanguagesResponseDataItemNameMax))
})),
  "selected": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('locale', communicationLanguagesResponseSelectedRegExp))
})

export type CommunicationLanguagesResponse = zod.input<typeof CommunicationLanguagesResponse>;
export type CommunicationLanguagesResponseOutput = zod.output<typeof CommunicationLanguagesResponse>;
