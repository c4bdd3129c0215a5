/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const AuthLoginConfirmation = zod.object({
  "user_id": zod.int().min(1).describe('The user\'s id; the session has started.')
}).describe('The result of the device confirmation; the spec says it returns user_id.')

export type AuthLoginConfirmation = zod.input<typeof AuthLoginConfirmation>;
export type AuthLoginConfirmationOutput = zod.output<typeof AuthLoginConfirmation>;
