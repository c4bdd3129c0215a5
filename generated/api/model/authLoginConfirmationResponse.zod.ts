/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const AuthLoginConfirmationResponse = zod.object({
  "data": zod.object({
  "user_id": zod.int().min(1).describe('The user\'s id; the session has started.')
}).describe('The result of the device confirmation; the spec says it returns user_id.')
})

export type AuthLoginConfirmationResponse = zod.input<typeof AuthLoginConfirmationResponse>;
export type AuthLoginConfirmationResponseOutput = zod.output<typeof AuthLoginConfirmationResponse>;
