/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authOauthClientIdMax = 64;

export const authOauthClientNameMax = 120;


export const AuthOauthClient = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientIdMax)),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthClientNameMax)),
  "logo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url()),
  "website": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.url())
})

export type AuthOauthClient = zod.input<typeof AuthOauthClient>;
export type AuthOauthClientOutput = zod.output<typeof AuthOauthClient>;
