/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCodePackageRequestNameMax = 60;

export const createCodePackageRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createCodePackageRequestAmountPerCodeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createCodePackageRequestCountMax = 100;

export const createCodePackageRequestPassphraseRegExp = new RegExp('^[!-~]{1,25}$');
export const createCodePackageRequestDescriptionMax = 75;


export const CreateCodePackageRequest = /*#__PURE__*/ zod.object({
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCodePackageRequestNameMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createCodePackageRequestTickerRegExp),
  "amountPerCode": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createCodePackageRequestAmountPerCodeRegExp),
  "count": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createCodePackageRequestCountMax)),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createCodePackageRequestPassphraseRegExp))),
  "description": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createCodePackageRequestDescriptionMax)))
})

export type CreateCodePackageRequest = zod.input<typeof CreateCodePackageRequest>;
export type CreateCodePackageRequestOutput = zod.output<typeof CreateCodePackageRequest>;
