/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createOtcRequestRequestAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createOtcRequestRequestQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createOtcRequestRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createOtcRequestRequestNoteMax = 500;


export const CreateOtcRequestRequest = /*#__PURE__*/ zod.object({
  "side": /*#__PURE__*/ zod.enum(['buy', 'sell']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', createOtcRequestRequestAssetRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', createOtcRequestRequestQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createOtcRequestRequestAmountRegExp),
  "note": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createOtcRequestRequestNoteMax)))
})

export type CreateOtcRequestRequest = zod.input<typeof CreateOtcRequestRequest>;
export type CreateOtcRequestRequestOutput = zod.output<typeof CreateOtcRequestRequest>;
