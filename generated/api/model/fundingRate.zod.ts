/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundingRateMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const fundingRateRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingRateIntervalHoursMax = 24;


export const FundingRate = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', fundingRateMarketRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent', fundingRateRateRegExp),
  "intervalHours": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fundingRateIntervalHoursMax)))
})

export type FundingRate = zod.input<typeof FundingRate>;
export type FundingRateOutput = zod.output<typeof FundingRate>;
