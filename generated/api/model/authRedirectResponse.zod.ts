/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authRedirectResponseDataRedirectUrlMax = 4096;


export const authRedirectResponseDataRedirectUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const AuthRedirectResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authRedirectResponseDataRedirectUrlMax)).check(/*#__PURE__*/ zod.regex(authRedirectResponseDataRedirectUrlRegExp))
})
})

export type AuthRedirectResponse = zod.input<typeof AuthRedirectResponse>;
export type AuthRedirectResponseOutput = zod.output<typeof AuthRedirectResponse>;
