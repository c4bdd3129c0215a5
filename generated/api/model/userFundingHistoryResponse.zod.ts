/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const userFundingHistoryResponseDataItemTimeMin = 0;

export const userFundingHistoryResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const userFundingHistoryResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const userFundingHistoryResponseDataItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponseDataItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponseDataItemPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponseDataItemDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryResponsePaginationLimitMax = 100;

export const userFundingHistoryResponsePaginationOffsetMin = 0;

export const userFundingHistoryResponsePaginationTotalMin = 0;


export const UserFundingHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(userFundingHistoryResponseDataItemTimeMin)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', userFundingHistoryResponseDataItemMarketRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', userFundingHistoryResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', userFundingHistoryResponseDataItemAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent', userFundingHistoryResponseDataItemRateRegExp),
  "positionAmount": /*#__PURE__*/ zod.stringFormat('decimal', userFundingHistoryResponseDataItemPositionAmountRegExp),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "discount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', userFundingHistoryResponseDataItemDiscountRegExp))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(userFundingHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(userFundingHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(userFundingHistoryResponsePaginationTotalMin))
})
})

export type UserFundingHistoryResponse = zod.input<typeof UserFundingHistoryResponse>;
export type UserFundingHistoryResponseOutput = zod.output<typeof UserFundingHistoryResponse>;
