/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ConvertQuoteIdRegExp = new RegExp('^[1-9][0-9]{0,19}$');

export const ConvertQuoteId = /*#__PURE__*/ zod.stringFormat('digit-id', ConvertQuoteIdRegExp)

export type ConvertQuoteId = zod.input<typeof ConvertQuoteId>;
export type ConvertQuoteIdOutput = zod.output<typeof ConvertQuoteId>;
