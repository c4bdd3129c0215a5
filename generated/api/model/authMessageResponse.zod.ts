/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authMessageResponseDataMessageMax = 500;


export const AuthMessageResponse = zod.object({
  "data": zod.object({
  "message": zod.string().min(1).max(authMessageResponseDataMessageMax)
}).describe('A message to show after an action that sends an e-mail or changes a password.')
})

export type AuthMessageResponse = zod.input<typeof AuthMessageResponse>;
export type AuthMessageResponseOutput = zod.output<typeof AuthMessageResponse>;
