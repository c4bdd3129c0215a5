/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmWithdrawalRequestCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmWithdrawalRequest = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmWithdrawalRequestCodeRegExp))
})

export type ConfirmWithdrawalRequest = zod.input<typeof ConfirmWithdrawalRequest>;
export type ConfirmWithdrawalRequestOutput = zod.output<typeof ConfirmWithdrawalRequest>;
