/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authMessageMessageMax = 500;


export const AuthMessage = /*#__PURE__*/ zod.object({
  "message": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(authMessageMessageMax))
})

export type AuthMessage = zod.input<typeof AuthMessage>;
export type AuthMessageOutput = zod.output<typeof AuthMessage>;
