/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthLoginErrorBody = zod.object({
  "code": zod.union([zod.int(),zod.string()]).optional().describe('Numeric code of the error catalogue (30 DefaultRequestValidation, 1003 Captcha, ...).'),
  "message": zod.string().optional(),
  "data": zod.array(zod.string()).optional().describe('Messages to show; the first is shown.'),
  "errors": zod.object({
  "blocked": zod.array(zod.string()).optional().describe('The account is blocked (the client goes to /auth/blocked).'),
  "frozen": zod.array(zod.string()).optional().describe('The account is frozen (the client goes to /auth/frozen).')
}).optional().describe('Field or condition name to its messages.')
}).describe('The failure of POST /v2/login (section 8). `data` holds the messages; the client shows the first as an error for 7 s (also for 419 and 429). A blocked account carries the key `blocked` and a frozen one the key `frozen` in `errors`: the client then goes to /auth/blocked or /auth/frozen. Captcha failures carry code 1003. Other keys of `errors` name invalid fields. Assumption: the keys sit in `errors` with the messages as values. Like the error object, the body may carry other fields (status, notification, payload, url), so other properties are allowed.')

export type AuthLoginErrorBody = zod.input<typeof AuthLoginErrorBody>;
export type AuthLoginErrorBodyOutput = zod.output<typeof AuthLoginErrorBody>;
