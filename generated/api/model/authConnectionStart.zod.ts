/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionStartRedirectUrlMax = 4096;


export const authConnectionStartRedirectUrlRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const authConnectionStartStateMin = 16;
export const authConnectionStartStateMax = 128;


export const AuthConnectionStart = /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authConnectionStartRedirectUrlMax)).check(/*#__PURE__*/ zod.regex(authConnectionStartRedirectUrlRegExp)),
  "state": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionStartStateMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionStartStateMax))
})

export type AuthConnectionStart = zod.input<typeof AuthConnectionStart>;
export type AuthConnectionStartOutput = zod.output<typeof AuthConnectionStart>;
