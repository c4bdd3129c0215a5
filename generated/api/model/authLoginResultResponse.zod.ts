/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AuthLoginResultResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "userId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "twoFa": /*#__PURE__*/ zod.boolean(),
  "passkeys": /*#__PURE__*/ zod.boolean(),
  "deviceVerify": /*#__PURE__*/ zod.boolean(),
  "consent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "connection": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
})
})

export type AuthLoginResultResponse = zod.input<typeof AuthLoginResultResponse>;
export type AuthLoginResultResponseOutput = zod.output<typeof AuthLoginResultResponse>;
