/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const currencyRateTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyRate = zod.object({
  "ticker": zod.stringFormat('ticker', currencyRateTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "quote": zod.stringFormat('ticker', currencyRateQuoteRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rate": zod.stringFormat('decimal-unsigned', currencyRateRateRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The price of one ticker in a quote currency (a fiat such as USD or EUR, or BTC for the equivalent view). Assumption: the spec names the calls only; a list of ticker, quote and rate.')

export type CurrencyRate = zod.input<typeof CurrencyRate>;
export type CurrencyRateOutput = zod.output<typeof CurrencyRate>;
