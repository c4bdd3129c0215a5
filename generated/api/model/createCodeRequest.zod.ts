/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCodeRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodeRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodeRequestPassphraseRegExp = new RegExp('^[!-~]{1,25}$');
export const createCodeRequestDescriptionMax = 75;


export const CreateCodeRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodeRequestTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodeRequestAmountRegExp),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createCodeRequestPassphraseRegExp))),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodeRequestDescriptionMax)))
})

export type CreateCodeRequest = zod.input<typeof CreateCodeRequest>;
export type CreateCodeRequestOutput = zod.output<typeof CreateCodeRequest>;
