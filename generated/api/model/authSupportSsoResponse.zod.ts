/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authSupportSsoResponseDataUrlMax = 4096;


export const authSupportSsoResponseDataUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const authSupportSsoResponseDataJwtMin = 16;
export const authSupportSsoResponseDataJwtMax = 4096;

export const authSupportSsoResponseDataReturnToMax = 4096;


export const authSupportSsoResponseDataReturnToRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const AuthSupportSsoResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authSupportSsoResponseDataUrlMax)).check(/*#__PURE__*/ zod.regex(authSupportSsoResponseDataUrlRegExp)),
  "jwt": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authSupportSsoResponseDataJwtMin)).check(/*#__PURE__*/ zod.maxLength(authSupportSsoResponseDataJwtMax)),
  "returnTo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authSupportSsoResponseDataReturnToMax)).check(/*#__PURE__*/ zod.regex(authSupportSsoResponseDataReturnToRegExp)))
})
})

export type AuthSupportSsoResponse = zod.input<typeof AuthSupportSsoResponse>;
export type AuthSupportSsoResponseOutput = zod.output<typeof AuthSupportSsoResponse>;
