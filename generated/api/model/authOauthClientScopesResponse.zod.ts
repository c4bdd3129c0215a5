/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authOauthClientScopesResponseDataClientIdMax = 64;

export const authOauthClientScopesResponseDataClientNameMax = 120;

export const authOauthClientScopesResponseDataClientLogoMax = 262144;


export const authOauthClientScopesResponseDataClientLogoRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');
export const authOauthClientScopesResponseDataClientWebsiteMax = 4096;


export const authOauthClientScopesResponseDataClientWebsiteRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const authOauthClientScopesResponseDataScopesItemIdMax = 64;

export const authOauthClientScopesResponseDataScopesItemDescriptionMax = 300;


export const AuthOauthClientScopesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "client": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientScopesResponseDataClientIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientScopesResponseDataClientNameMax)),
  "logo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authOauthClientScopesResponseDataClientLogoMax)).check(/*#__PURE__*/ zod.regex(authOauthClientScopesResponseDataClientLogoRegExp))),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authOauthClientScopesResponseDataClientWebsiteMax)).check(/*#__PURE__*/ zod.regex(authOauthClientScopesResponseDataClientWebsiteRegExp)))
}),
  "scopes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientScopesResponseDataScopesItemIdMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientScopesResponseDataScopesItemDescriptionMax))
}))
})
})

export type AuthOauthClientScopesResponse = zod.input<typeof AuthOauthClientScopesResponse>;
export type AuthOauthClientScopesResponseOutput = zod.output<typeof AuthOauthClientScopesResponse>;
