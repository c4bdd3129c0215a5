/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authorizeOauthClientBodyClientIdMax = 64;

export const authorizeOauthClientBodyRedirectUriMax = 2048;

export const authorizeOauthClientBodyScopeMax = 1000;

export const authorizeOauthClientBodyStateMax = 512;

export const authorizeOauthClientBodyCodeChallengeMin = 43;
export const authorizeOauthClientBodyCodeChallengeMax = 128;


export const AuthorizeOauthClientBody = /*#__PURE__*/ zod.object({
  "client_id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authorizeOauthClientBodyClientIdMax)),
  "redirect_uri": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(authorizeOauthClientBodyRedirectUriMax))),
  "response_type": /*#__PURE__*/ zod.enum(['code']),
  "scope": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authorizeOauthClientBodyScopeMax))),
  "state": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authorizeOauthClientBodyStateMax))),
  "code_challenge": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authorizeOauthClientBodyCodeChallengeMin)).check(/*#__PURE__*/ zod.maxLength(authorizeOauthClientBodyCodeChallengeMax))),
  "code_challenge_method": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['S256'])),
  "approve": /*#__PURE__*/ zod.boolean()
})

export type AuthorizeOauthClientBody = zod.input<typeof AuthorizeOauthClientBody>;
export type AuthorizeOauthClientBodyOutput = zod.output<typeof AuthorizeOauthClientBody>;
