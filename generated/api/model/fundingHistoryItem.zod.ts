/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundingHistoryItemFundingTimeMin = 0;

export const fundingHistoryItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingHistoryItemMarkPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FundingHistoryItem = /*#__PURE__*/ zod.object({
  "fundingTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundingHistoryItemFundingTimeMin)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent', fundingHistoryItemRateRegExp),
  "markPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundingHistoryItemMarkPriceRegExp))
})

export type FundingHistoryItem = zod.input<typeof FundingHistoryItem>;
export type FundingHistoryItemOutput = zod.output<typeof FundingHistoryItem>;
