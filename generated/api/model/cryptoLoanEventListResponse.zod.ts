/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const cryptoLoanEventListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const cryptoLoanEventListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const cryptoLoanEventListResponseDataItemTimeMin = 0;

export const cryptoLoanEventListResponsePaginationLimitMax = 100;

export const cryptoLoanEventListResponsePaginationOffsetMin = 0;

export const cryptoLoanEventListResponsePaginationTotalMin = 0;


export const CryptoLoanEventListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "loanId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "kind": /*#__PURE__*/ zod.enum(['borrow', 'repay', 'collateral', 'release', 'liquidation']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', cryptoLoanEventListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', cryptoLoanEventListResponseDataItemAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanEventListResponseDataItemTimeMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(cryptoLoanEventListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanEventListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(cryptoLoanEventListResponsePaginationTotalMin))
})
})

export type CryptoLoanEventListResponse = zod.input<typeof CryptoLoanEventListResponse>;
export type CryptoLoanEventListResponseOutput = zod.output<typeof CryptoLoanEventListResponse>;
