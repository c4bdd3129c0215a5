/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authMessageResponseDataMessageMax = 500;


export const AuthMessageResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authMessageResponseDataMessageMax))
})
})

export type AuthMessageResponse = zod.input<typeof AuthMessageResponse>;
export type AuthMessageResponseOutput = zod.output<typeof AuthMessageResponse>;
