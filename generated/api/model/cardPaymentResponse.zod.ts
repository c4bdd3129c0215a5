/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cardPaymentResponseDataTransactionIdMax = 64;

export const cardPaymentResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cardPaymentResponseDataCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const cardPaymentResponseDataCreatedAtMin = 0;

export const cardPaymentResponseDataCompletedAtMin = 0;


export const CardPaymentResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "transactionId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cardPaymentResponseDataTransactionIdMax)),
  "status": /*#__PURE__*/ zod.enum(['awaiting-card', 'authorised', 'declined']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentResponseDataAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cardPaymentResponseDataTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', cardPaymentResponseDataCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard'])
}),/*#__PURE__*/ zod.null()]),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cardPaymentResponseDataCreatedAtMin)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cardPaymentResponseDataCompletedAtMin)))
})
})

export type CardPaymentResponse = zod.input<typeof CardPaymentResponse>;
export type CardPaymentResponseOutput = zod.output<typeof CardPaymentResponse>;
