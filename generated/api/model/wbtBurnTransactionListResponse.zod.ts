/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbtBurnTransactionListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBurnTransactionListResponseDataItemTimeMin = 0;

export const wbtBurnTransactionListResponseDataItemTxHashMax = 128;

export const wbtBurnTransactionListResponsePaginationLimitMax = 100;

export const wbtBurnTransactionListResponsePaginationOffsetMin = 0;

export const wbtBurnTransactionListResponsePaginationTotalMin = 0;


export const WbtBurnTransactionListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBurnTransactionListResponseDataItemAmountRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBurnTransactionListResponseDataItemTimeMin)),
  "txHash": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(wbtBurnTransactionListResponseDataItemTxHashMax))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(wbtBurnTransactionListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBurnTransactionListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBurnTransactionListResponsePaginationTotalMin))
})
})

export type WbtBurnTransactionListResponse = zod.input<typeof WbtBurnTransactionListResponse>;
export type WbtBurnTransactionListResponseOutput = zod.output<typeof WbtBurnTransactionListResponse>;
