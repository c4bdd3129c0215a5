/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createExpressWithdrawalBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createExpressWithdrawalBodyUniqueIdMax = 64;


export const createExpressWithdrawalBodyUniqueIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const CreateExpressWithdrawalBody = /*#__PURE__*/ zod.object({
  "addressId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createExpressWithdrawalBodyAmountRegExp),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createExpressWithdrawalBodyUniqueIdMax)).check(/*#__PURE__*/ zod.regex(createExpressWithdrawalBodyUniqueIdRegExp))
})

export type CreateExpressWithdrawalBody = zod.input<typeof CreateExpressWithdrawalBody>;
export type CreateExpressWithdrawalBodyOutput = zod.output<typeof CreateExpressWithdrawalBody>;
