/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const fundingRateMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const fundingRateRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundingRateIntervalHoursMax = 24;


export const FundingRate = zod.object({
  "market": zod.stringFormat('market-dash', fundingRateMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "rate": zod.stringFormat('percent', fundingRateRateRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "intervalHours": zod.int().min(1).max(fundingRateIntervalHoursMax).optional()
}).describe('The current (predicted) funding rate of a perpetual market in percent per funding period; positive means longs pay shorts. Assumption: modelled on the public API v4 `futures` item (`funding_rate`, `next_funding_rate_timestamp`).')

export type FundingRate = zod.input<typeof FundingRate>;
export type FundingRateOutput = zod.output<typeof FundingRate>;
