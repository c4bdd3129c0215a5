/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmWithdrawalBodyCodeRegExp = new RegExp('^[0-9]{6}$');

export const ConfirmWithdrawalBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmWithdrawalBodyCodeRegExp))
})

export type ConfirmWithdrawalBody = zod.input<typeof ConfirmWithdrawalBody>;
export type ConfirmWithdrawalBodyOutput = zod.output<typeof ConfirmWithdrawalBody>;
