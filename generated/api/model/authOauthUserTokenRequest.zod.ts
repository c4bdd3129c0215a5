/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authOauthUserTokenRequestClientIdMax = 64;


export const AuthOauthUserTokenRequest = /*#__PURE__*/ zod.object({
  "client_id": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authOauthUserTokenRequestClientIdMax))
})

export type AuthOauthUserTokenRequest = zod.input<typeof AuthOauthUserTokenRequest>;
export type AuthOauthUserTokenRequestOutput = zod.output<typeof AuthOauthUserTokenRequest>;
