/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const applyCodeBodyCodeMax = 64;

export const applyCodeBodyPassphraseRegExp = new RegExp('^[!-~]{1,25}$');

export const ApplyCodeBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(applyCodeBodyCodeMax)),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(applyCodeBodyPassphraseRegExp)))
})

export type ApplyCodeBody = zod.input<typeof ApplyCodeBody>;
export type ApplyCodeBodyOutput = zod.output<typeof ApplyCodeBody>;
