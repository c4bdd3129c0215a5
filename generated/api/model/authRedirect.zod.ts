/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authRedirectRedirectUrlMax = 4096;


export const authRedirectRedirectUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const AuthRedirect = /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authRedirectRedirectUrlMax)).check(/*#__PURE__*/ zod.regex(authRedirectRedirectUrlRegExp))
})

export type AuthRedirect = zod.input<typeof AuthRedirect>;
export type AuthRedirectOutput = zod.output<typeof AuthRedirect>;
