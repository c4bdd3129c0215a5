/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const fundingHistoryResponseDataItemFundingTimeMin = 0;

export const fundingHistoryResponseDataItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingHistoryResponseDataItemMarkPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingHistoryResponsePaginationLimitMax = 100;

export const fundingHistoryResponsePaginationOffsetMin = 0;

export const fundingHistoryResponsePaginationTotalMin = 0;


export const FundingHistoryResponse = zod.object({
  "data": zod.array(zod.object({
  "fundingTime": zod.int().min(fundingHistoryResponseDataItemFundingTimeMin).describe('Seconds since the Unix epoch.'),
  "rate": zod.stringFormat('percent', fundingHistoryResponseDataItemRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "markPrice": zod.stringFormat('decimal-unsigned', fundingHistoryResponseDataItemMarkPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('One past funding of a perpetual market. Assumption: modelled on the public API v4 `funding-history/{market}` records (funding time, rate, mark price).')),
  "pagination": zod.object({
  "limit": zod.int().min(1).max(fundingHistoryResponsePaginationLimitMax),
  "offset": zod.int().min(fundingHistoryResponsePaginationOffsetMin),
  "total": zod.int().min(fundingHistoryResponsePaginationTotalMin)
}).describe('The pagination block of a web API list: `{ data: [...], pagination: { limit, offset, total } }`.')
})

export type FundingHistoryResponse = zod.input<typeof FundingHistoryResponse>;
export type FundingHistoryResponseOutput = zod.output<typeof FundingHistoryResponse>;
