/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authOauthAuthorizeRequestClientIdMax = 64;

export const authOauthAuthorizeRequestRedirectUriMax = 2048;

export const authOauthAuthorizeRequestScopeMax = 1000;

export const authOauthAuthorizeRequestStateMax = 512;

export const authOauthAuthorizeRequestCodeChallengeMin = 43;
export const authOauthAuthorizeRequestCodeChallengeMax = 128;


export const AuthOauthAuthorizeRequest = /*#__PURE__*/ zod.object({
  "client_id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthAuthorizeRequestClientIdMax)),
  "redirect_uri": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authOauthAuthorizeRequestRedirectUriMax))),
  "response_type": /*#__PURE__*/ zod.enum(['code']),
  "scope": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthAuthorizeRequestScopeMax))),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authOauthAuthorizeRequestStateMax))),
  "code_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authOauthAuthorizeRequestCodeChallengeMin)).check(/*#__PURE__*/ zod.maxLength(authOauthAuthorizeRequestCodeChallengeMax))),
  "code_challenge_method": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['S256'])),
  "approve": /*#__PURE__*/ zod.boolean()
})

export type AuthOauthAuthorizeRequest = zod.input<typeof AuthOauthAuthorizeRequest>;
export type AuthOauthAuthorizeRequestOutput = zod.output<typeof AuthOauthAuthorizeRequest>;
