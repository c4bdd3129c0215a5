/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const openInterestResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const openInterestResponseDataOpenInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const openInterestResponseDataOpenInterestValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const OpenInterestResponse = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', openInterestResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "openInterest": zod.stringFormat('decimal-unsigned', openInterestResponseDataOpenInterestRegExp).describe('A DecimalString that is zero or positive.'),
  "openInterestValue": zod.stringFormat('decimal-unsigned', openInterestResponseDataOpenInterestValueRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Open interest of a perpetual market: the size of all open positions in the base asset and its value in the quote asset. Assumption: modelled on the public API v4 `futures` item (`open_interest`).')
})

export type OpenInterestResponse = zod.input<typeof OpenInterestResponse>;
export type OpenInterestResponseOutput = zod.output<typeof OpenInterestResponse>;
