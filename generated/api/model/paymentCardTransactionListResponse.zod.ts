/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const paymentCardTransactionListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransactionListResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransactionListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const paymentCardTransactionListResponseDataItemBalanceAfterRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const paymentCardTransactionListResponseDataItemCreatedAtMin = 0;

export const paymentCardTransactionListResponsePaginationLimitMax = 100;

export const paymentCardTransactionListResponsePaginationOffsetMin = 0;

export const paymentCardTransactionListResponsePaginationTotalMin = 0;


export const PaymentCardTransactionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "type": /*#__PURE__*/ zod.enum(['top-up', 'withdrawal']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransactionListResponseDataItemAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransactionListResponseDataItemFeeRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', paymentCardTransactionListResponseDataItemTickerRegExp),
  "balanceAfter": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', paymentCardTransactionListResponseDataItemBalanceAfterRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransactionListResponseDataItemCreatedAtMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(paymentCardTransactionListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransactionListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(paymentCardTransactionListResponsePaginationTotalMin))
})
})

export type PaymentCardTransactionListResponse = zod.input<typeof PaymentCardTransactionListResponse>;
export type PaymentCardTransactionListResponseOutput = zod.output<typeof PaymentCardTransactionListResponse>;
