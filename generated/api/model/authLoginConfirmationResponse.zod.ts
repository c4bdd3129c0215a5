/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const AuthLoginConfirmationResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "user_id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})
})

export type AuthLoginConfirmationResponse = zod.input<typeof AuthLoginConfirmationResponse>;
export type AuthLoginConfirmationResponseOutput = zod.output<typeof AuthLoginConfirmationResponse>;
