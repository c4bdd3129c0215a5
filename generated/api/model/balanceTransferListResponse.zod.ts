/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const balanceTransferListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTransferListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceTransferListResponseDataItemTimeMin = 0;

export const balanceTransferListResponsePaginationLimitMax = 100;

export const balanceTransferListResponsePaginationOffsetMin = 0;

export const balanceTransferListResponsePaginationTotalMin = 0;


export const BalanceTransferListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "from": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "to": /*#__PURE__*/ zod.enum(['main', 'spot', 'margin']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', balanceTransferListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceTransferListResponseDataItemAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(balanceTransferListResponseDataItemTimeMin))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(balanceTransferListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(balanceTransferListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(balanceTransferListResponsePaginationTotalMin))
})
})

export type BalanceTransferListResponse = zod.input<typeof BalanceTransferListResponse>;
export type BalanceTransferListResponseOutput = zod.output<typeof BalanceTransferListResponse>;
