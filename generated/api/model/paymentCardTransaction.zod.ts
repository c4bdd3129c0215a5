/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const paymentCardTransactionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransactionFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransactionTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardTransactionBalanceAfterRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransactionCreatedAtMin = 0;


export const PaymentCardTransaction = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "type": /*#__PURE__*/ zod.enum(['top-up', 'withdrawal']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransactionAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransactionFeeRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardTransactionTickerRegExp),
  "balanceAfter": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransactionBalanceAfterRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransactionCreatedAtMin))
})

export type PaymentCardTransaction = zod.input<typeof PaymentCardTransaction>;
export type PaymentCardTransactionOutput = zod.output<typeof PaymentCardTransaction>;
