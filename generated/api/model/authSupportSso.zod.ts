/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authSupportSsoJwtMin = 16;
export const authSupportSsoJwtMax = 4096;


export const AuthSupportSso = /*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.url(),
  "jwt": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authSupportSsoJwtMin)).check(/*#__PURE__*/ zod.maxLength(authSupportSsoJwtMax)),
  "returnTo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url())
})

export type AuthSupportSso = zod.input<typeof AuthSupportSso>;
export type AuthSupportSsoOutput = zod.output<typeof AuthSupportSso>;
