/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const convertConfirmRequestQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');

export const ConvertConfirmRequest = /*#__PURE__*/ zod.object({
  "quoteId": /*#__PURE__*/ zod.stringFormat('digit-id', convertConfirmRequestQuoteIdRegExp)
})

export type ConvertConfirmRequest = zod.input<typeof ConvertConfirmRequest>;
export type ConvertConfirmRequestOutput = zod.output<typeof ConvertConfirmRequest>;
