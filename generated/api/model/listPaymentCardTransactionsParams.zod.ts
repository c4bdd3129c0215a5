/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listPaymentCardTransactionsParamsOffsetDefault = 0;
export const listPaymentCardTransactionsParamsOffsetMin = 0;

export const listPaymentCardTransactionsParamsLimitDefault = 100;
export const listPaymentCardTransactionsParamsLimitMax = 100;


export const ListPaymentCardTransactionsParams = /*#__PURE__*/ zod.object({
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPaymentCardTransactionsParamsOffsetMin)), listPaymentCardTransactionsParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listPaymentCardTransactionsParamsLimitMax)), listPaymentCardTransactionsParamsLimitDefault)
})

export type ListPaymentCardTransactionsParams = zod.input<typeof ListPaymentCardTransactionsParams>;
export type ListPaymentCardTransactionsParamsOutput = zod.output<typeof ListPaymentCardTransactionsParams>;
