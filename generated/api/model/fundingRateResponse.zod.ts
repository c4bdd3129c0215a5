/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundingRateResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const fundingRateResponseDataRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingRateResponseDataIntervalHoursMax = 24;


export const FundingRateResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', fundingRateResponseDataMarketRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent', fundingRateResponseDataRateRegExp),
  "intervalHours": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fundingRateResponseDataIntervalHoursMax)))
})
})

export type FundingRateResponse = zod.input<typeof FundingRateResponse>;
export type FundingRateResponseOutput = zod.output<typeof FundingRateResponse>;
