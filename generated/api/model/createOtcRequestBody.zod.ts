/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createOtcRequestBodyAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createOtcRequestBodyQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createOtcRequestBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createOtcRequestBodyNoteMax = 500;


export const CreateOtcRequestBody = /*#__PURE__*/ zod.object({
  "side": /*#__PURE__*/ zod.enum(['buy', 'sell']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createOtcRequestBodyAssetRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', createOtcRequestBodyQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createOtcRequestBodyAmountRegExp),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createOtcRequestBodyNoteMax)))
})

export type CreateOtcRequestBody = zod.input<typeof CreateOtcRequestBody>;
export type CreateOtcRequestBodyOutput = zod.output<typeof CreateOtcRequestBody>;
