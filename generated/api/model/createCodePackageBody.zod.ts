/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCodePackageBodyNameMax = 60;

export const createCodePackageBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodePackageBodyAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodePackageBodyCountMax = 100;

export const createCodePackageBodyPassphraseRegExp = new RegExp('^[!-~]{1,25}$');
export const createCodePackageBodyDescriptionMax = 75;


export const CreateCodePackageBody = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCodePackageBodyNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodePackageBodyTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodePackageBodyAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createCodePackageBodyCountMax)),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createCodePackageBodyPassphraseRegExp))),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodePackageBodyDescriptionMax)))
})

export type CreateCodePackageBody = zod.input<typeof CreateCodePackageBody>;
export type CreateCodePackageBodyOutput = zod.output<typeof CreateCodePackageBody>;
