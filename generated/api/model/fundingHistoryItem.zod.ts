/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const fundingHistoryItemFundingTimeMin = 0;

export const fundingHistoryItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingHistoryItemMarkPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FundingHistoryItem = zod.object({
  "fundingTime": zod.int().min(fundingHistoryItemFundingTimeMin).describe('Seconds since the Unix epoch.'),
  "rate": zod.stringFormat('percent', fundingHistoryItemRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "markPrice": zod.stringFormat('decimal-unsigned', fundingHistoryItemMarkPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('One past funding of a perpetual market. Assumption: modelled on the public API v4 `funding-history/{market}` records (funding time, rate, mark price).')

export type FundingHistoryItem = zod.input<typeof FundingHistoryItem>;
export type FundingHistoryItemOutput = zod.output<typeof FundingHistoryItem>;
