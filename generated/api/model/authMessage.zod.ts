/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authMessageMessageMax = 500;


export const AuthMessage = zod.object({
  "message": zod.string().min(1).max(authMessageMessageMax)
}).describe('A message to show after an action that sends an e-mail or changes a password.')

export type AuthMessage = zod.input<typeof AuthMessage>;
export type AuthMessageOutput = zod.output<typeof AuthMessage>;
