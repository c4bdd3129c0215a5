/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authTokenTokenMin = 16;
export const authTokenTokenMax = 4096;

export const authTokenExpiresAtMin = 0;


export const AuthToken = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authTokenTokenMin)).check(/*#__PURE__*/ zod.maxLength(authTokenTokenMax)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authTokenExpiresAtMin)))
})

export type AuthToken = zod.input<typeof AuthToken>;
export type AuthTokenOutput = zod.output<typeof AuthToken>;
