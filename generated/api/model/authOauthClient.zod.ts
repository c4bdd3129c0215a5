/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authOauthClientIdMax = 64;

export const authOauthClientNameMax = 120;

export const authOauthClientLogoMax = 262144;


export const authOauthClientLogoRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');
export const authOauthClientWebsiteMax = 4096;


export const authOauthClientWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');

export const AuthOauthClient = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientNameMax)),
  "logo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authOauthClientLogoMax)).check(/*#__PURE__*/ zod.regex(authOauthClientLogoRegExp))),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authOauthClientWebsiteMax)).check(/*#__PURE__*/ zod.regex(authOauthClientWebsiteRegExp)))
})

export type AuthOauthClient = zod.input<typeof AuthOauthClient>;
export type AuthOauthClientOutput = zod.output<typeof AuthOauthClient>;
