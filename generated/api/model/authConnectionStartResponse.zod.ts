/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authConnectionStartResponseDataStateMin = 16;
export const authConnectionStartResponseDataStateMax = 128;


export const AuthConnectionStartResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "redirectUrl": /*#__PURE__*/ zod.url(),
  "state": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authConnectionStartResponseDataStateMin)).check(/*#__PURE__*/ zod.maxLength(authConnectionStartResponseDataStateMax))
})
})

export type AuthConnectionStartResponse = zod.input<typeof AuthConnectionStartResponse>;
export type AuthConnectionStartResponseOutput = zod.output<typeof AuthConnectionStartResponse>;
