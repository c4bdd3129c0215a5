/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pQuoteAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pQuotePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pQuoteReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const P2pQuote = /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pQuoteAmountTickerRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuotePriceRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pQuoteFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pQuoteReceiveTickerRegExp)
})

export type P2pQuote = zod.input<typeof P2pQuote>;
export type P2pQuoteOutput = zod.output<typeof P2pQuote>;
