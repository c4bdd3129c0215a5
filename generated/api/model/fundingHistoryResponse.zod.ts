/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundingHistoryResponseDataItemFundingTimeMin = 0;

export const fundingHistoryResponseDataItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingHistoryResponseDataItemMarkPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingHistoryResponsePaginationLimitMax = 100;

export const fundingHistoryResponsePaginationOffsetMin = 0;

export const fundingHistoryResponsePaginationTotalMin = 0;


export const FundingHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "fundingTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundingHistoryResponseDataItemFundingTimeMin)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent', fundingHistoryResponseDataItemRateRegExp),
  "markPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundingHistoryResponseDataItemMarkPriceRegExp))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fundingHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundingHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundingHistoryResponsePaginationTotalMin))
})
})

export type FundingHistoryResponse = zod.input<typeof FundingHistoryResponse>;
export type FundingHistoryResponseOutput = zod.output<typeof FundingHistoryResponse>;
