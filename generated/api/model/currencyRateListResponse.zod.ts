/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const currencyRateListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyRateListResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', currencyRateListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "quote": zod.stringFormat('ticker', currencyRateListResponseDataItemQuoteRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rate": zod.stringFormat('decimal-unsigned', currencyRateListResponseDataItemRateRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The price of one ticker in a quote currency (a fiat such as USD or EUR, or BTC for the equivalent view). Assumption: the spec names the calls only; a list of ticker, quote and rate.'))
})

export type CurrencyRateListResponse = zod.input<typeof CurrencyRateListResponse>;
export type CurrencyRateListResponseOutput = zod.output<typeof CurrencyRateListResponse>;
