/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authTokenResponseDataTokenMin = 16;
export const authTokenResponseDataTokenMax = 4096;

export const authTokenResponseDataExpiresAtMin = 0;


export const AuthTokenResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authTokenResponseDataTokenMin)).check(/*#__PURE__*/ zod.maxLength(authTokenResponseDataTokenMax)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authTokenResponseDataExpiresAtMin)))
})
})

export type AuthTokenResponse = zod.input<typeof AuthTokenResponse>;
export type AuthTokenResponseOutput = zod.output<typeof AuthTokenResponse>;
