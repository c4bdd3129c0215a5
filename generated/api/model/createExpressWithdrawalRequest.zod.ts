/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createExpressWithdrawalRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createExpressWithdrawalRequestUniqueIdMax = 64;


export const createExpressWithdrawalRequestUniqueIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const CreateExpressWithdrawalRequest = /*#__PURE__*/ zod.object({
  "addressId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createExpressWithdrawalRequestAmountRegExp),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createExpressWithdrawalRequestUniqueIdMax)).check(/*#__PURE__*/ zod.regex(createExpressWithdrawalRequestUniqueIdRegExp))
})

export type CreateExpressWithdrawalRequest = zod.input<typeof CreateExpressWithdrawalRequest>;
export type CreateExpressWithdrawalRequestOutput = zod.output<typeof CreateExpressWithdrawalRequest>;
