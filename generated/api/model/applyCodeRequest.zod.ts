/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const applyCodeRequestCodeMax = 64;

export const applyCodeRequestPassphraseRegExp = new RegExp('^[!-~]{1,25}$');

export const ApplyCodeRequest = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(applyCodeRequestCodeMax)),
  "passphrase": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(applyCodeRequestPassphraseRegExp)))
})

export type ApplyCodeRequest = zod.input<typeof ApplyCodeRequest>;
export type ApplyCodeRequestOutput = zod.output<typeof ApplyCodeRequest>;
