/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const taxLoginResponseDataRedirectUrlMax = 4096;


export const taxLoginResponseDataRedirectUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const TaxLoginResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(taxLoginResponseDataRedirectUrlMax)).check(/*#__PURE__*/ zod.regex(taxLoginResponseDataRedirectUrlRegExp))
})
})

export type TaxLoginResponse = zod.input<typeof TaxLoginResponse>;
export type TaxLoginResponseOutput = zod.output<typeof TaxLoginResponse>;
