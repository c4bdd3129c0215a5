/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authOauthScopeIdMax = 64;

export const authOauthScopeDescriptionMax = 300;


export const AuthOauthScope = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthScopeIdMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthScopeDescriptionMax))
})

export type AuthOauthScope = zod.input<typeof AuthOauthScope>;
export type AuthOauthScopeOutput = zod.output<typeof AuthOauthScope>;
