/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authCodeErrorBodyDataAttemptsLeftMin = 0;


export const AuthCodeErrorBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())),
  "tooManyAttempt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))
})),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "attemptsLeft": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authCodeErrorBodyDataAttemptsLeftMin)))
}))
})

export type AuthCodeErrorBody = zod.input<typeof AuthCodeErrorBody>;
export type AuthCodeErrorBodyOutput = zod.output<typeof AuthCodeErrorBody>;
