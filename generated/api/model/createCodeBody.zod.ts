/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCodeBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodeBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodeBodyPassphraseRegExp = new RegExp('^[!-~]{1,25}$');
export const createCodeBodyDescriptionMax = 75;


export const CreateCodeBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodeBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodeBodyAmountRegExp),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createCodeBodyPassphraseRegExp))),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodeBodyDescriptionMax)))
})

export type CreateCodeBody = zod.input<typeof CreateCodeBody>;
export type CreateCodeBodyOutput = zod.output<typeof CreateCodeBody>;
