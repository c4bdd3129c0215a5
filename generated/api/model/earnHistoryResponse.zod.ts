/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const earnHistoryResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnHistoryResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnHistoryResponseDataItemTimeMin = 0;


export const earnHistoryResponsePaginationLimitMax = 100;

export const earnHistoryResponsePaginationOffsetMin = 0;

export const earnHistoryResponsePaginationTotalMin = 0;


export const EarnHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', earnHistoryResponseDataItemTickerRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnHistoryResponseDataItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(earnHistoryResponseDataItemTimeMin)),
  "planId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(earnHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(earnHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(earnHistoryResponsePaginationTotalMin))
})
})

export type EarnHistoryResponse = zod.input<typeof EarnHistoryResponse>;
export type EarnHistoryResponseOutput = zod.output<typeof EarnHistoryResponse>;
