/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionStartResponseDataRedirectUrlMax = 4096;


export const authConnectionStartResponseDataRedirectUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const authConnectionStartResponseDataStateMin = 16;
export const authConnectionStartResponseDataStateMax = 128;


export const AuthConnectionStartResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authConnectionStartResponseDataRedirectUrlMax)).check(/*#__PURE__*/ zod.regex(authConnectionStartResponseDataRedirectUrlRegExp)),
  "state": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionStartResponseDataStateMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionStartResponseDataStateMax))
})
})

export type AuthConnectionStartResponse = zod.input<typeof AuthConnectionStartResponse>;
export type AuthConnectionStartResponseOutput = zod.output<typeof AuthConnectionStartResponse>;
