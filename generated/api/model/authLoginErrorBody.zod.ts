/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthLoginErrorBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int(),/*#__PURE__*/ zod.string()])),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string()),
  "data": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())),
  "errors": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "blocked": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string())),
  "frozen": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.array(/*#__PURE__*/ zod.string()))
}))
})

export type AuthLoginErrorBody = zod.input<typeof AuthLoginErrorBody>;
export type AuthLoginErrorBodyOutput = zod.output<typeof AuthLoginErrorBody>;
