/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createCardPaymentRequestTransactionIdMax = 64;



export const CreateCardPaymentRequest = /*#__PURE__*/ zod.object({
  "transactionId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createCardPaymentRequestTransactionIdMax)),
  "savedCardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type CreateCardPaymentRequest = zod.input<typeof CreateCardPaymentRequest>;
export type CreateCardPaymentRequestOutput = zod.output<typeof CreateCardPaymentRequest>;
