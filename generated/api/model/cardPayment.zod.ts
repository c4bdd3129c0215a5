/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const cardPaymentTransactionIdMax = 64;

export const cardPaymentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cardPaymentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cardPaymentCardOneLast4RegExp = new RegExp('^[0-9]{4}$');
export const cardPaymentCreatedAtMin = 0;

export const cardPaymentCompletedAtMin = 0;


export const CardPayment = /*#__PURE__*/ zod.object({
  "transactionId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(cardPaymentTransactionIdMax)),
  "status": /*#__PURE__*/ zod.enum(['awaiting-card', 'authorised', 'declined']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cardPaymentAmountRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cardPaymentTickerRegExp),
  "card": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.object({
  "last4": /*#__PURE__*/ zod.stringFormat('card-last4', cardPaymentCardOneLast4RegExp),
  "brand": /*#__PURE__*/ zod.enum(['visa', 'mastercard'])
}),/*#__PURE__*/ zod.null()]),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cardPaymentCreatedAtMin)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cardPaymentCompletedAtMin)))
})

export type CardPayment = zod.input<typeof CardPayment>;
export type CardPaymentOutput = zod.output<typeof CardPayment>;
