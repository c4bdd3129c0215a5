/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyRateListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyRateListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyRateListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyRateListResponseDataItemTickerRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', currencyRateListResponseDataItemQuoteRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyRateListResponseDataItemRateRegExp)
}))
})

export type CurrencyRateListResponse = zod.input<typeof CurrencyRateListResponse>;
export type CurrencyRateListResponseOutput = zod.output<typeof CurrencyRateListResponse>;
