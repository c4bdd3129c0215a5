/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyRateTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyRate = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyRateTickerRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', currencyRateQuoteRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyRateRateRegExp)
})

export type CurrencyRate = zod.input<typeof CurrencyRate>;
export type CurrencyRateOutput = zod.output<typeof CurrencyRate>;
