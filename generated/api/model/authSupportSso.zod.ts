/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authSupportSsoUrlMax = 4096;


export const authSupportSsoUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const authSupportSsoJwtMin = 16;
export const authSupportSsoJwtMax = 4096;

export const authSupportSsoReturnToMax = 4096;


export const authSupportSsoReturnToRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const AuthSupportSso = /*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authSupportSsoUrlMax)).check(/*#__PURE__*/ zod.regex(authSupportSsoUrlRegExp)),
  "jwt": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authSupportSsoJwtMin)).check(/*#__PURE__*/ zod.maxLength(authSupportSsoJwtMax)),
  "returnTo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authSupportSsoReturnToMax)).check(/*#__PURE__*/ zod.regex(authSupportSsoReturnToRegExp)))
})

export type AuthSupportSso = zod.input<typeof AuthSupportSso>;
export type AuthSupportSsoOutput = zod.output<typeof AuthSupportSso>;
