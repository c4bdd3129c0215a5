/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCardPaymentBodyTransactionIdMax = 64;



export const CreateCardPaymentBody = /*#__PURE__*/ zod.object({
  "transactionId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCardPaymentBodyTransactionIdMax)),
  "savedCardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CreateCardPaymentBody = zod.input<typeof CreateCardPaymentBody>;
export type CreateCardPaymentBodyOutput = zod.output<typeof CreateCardPaymentBody>;
