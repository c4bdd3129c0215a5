/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AuthLoginConfirmation = /*#__PURE__*/ zod.object({
  "user_id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type AuthLoginConfirmation = zod.input<typeof AuthLoginConfirmation>;
export type AuthLoginConfirmationOutput = zod.output<typeof AuthLoginConfirmation>;
