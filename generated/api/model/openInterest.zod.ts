/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const openInterestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const openInterestOpenInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const openInterestOpenInterestValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const OpenInterest = zod.object({
  "market": zod.stringFormat('market-dash', openInterestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "openInterest": zod.stringFormat('decimal-unsigned', openInterestOpenInterestRegExp).describe('A DecimalString that is zero or positive.'),
  "openInterestValue": zod.stringFormat('decimal-unsigned', openInterestOpenInterestValueRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Open interest of a perpetual market: the size of all open positions in the base asset and its value in the quote asset. Assumption: modelled on the public API v4 `futures` item (`open_interest`).')

export type OpenInterest = zod.input<typeof OpenInterest>;
export type OpenInterestOutput = zod.output<typeof OpenInterest>;
