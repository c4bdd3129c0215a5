/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authCodeErrorBodyDataAttemptsLeftMin = 0;


export const AuthCodeErrorBody = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional(),
  "message": zod.string().optional(),
  "errors": zod.object({
  "totp": zod.array(zod.string()).optional(),
  "code": zod.array(zod.string()).optional(),
  "tooManyAttempt": zod.array(zod.string()).optional()
}).optional(),
  "data": zod.object({
  "attemptsLeft": zod.int().min(authCodeErrorBodyDataAttemptsLeftMin).optional().describe('Attempts left before the confirmation is locked.')
}).optional().describe('Extra values of the failure; other keys may come, as in the error object.')
}).describe('The failure of a code confirmation in the confirm-code modal (section 8). `errors.totp` or `errors.code` (the wrong field\'s messages) or `data.attemptsLeft` keep the modal open and show the attempts left; `errors.tooManyAttempt` (like status 429) shows the too-many-attempts notice; otherwise all messages are joined. Assumption: totp, code and tooManyAttempt are keys of `errors`, attemptsLeft a number in `data`. Like the error object, the body may carry other fields, so other properties are allowed.')

export type AuthCodeErrorBody = zod.input<typeof AuthCodeErrorBody>;
export type AuthCodeErrorBodyOutput = zod.output<typeof AuthCodeErrorBody>;
