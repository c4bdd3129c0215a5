/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const p2pQuoteResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteResponseDataAmountTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pQuoteResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteResponseDataFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const p2pQuoteResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const p2pQuoteResponseDataReceiveTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const P2pQuoteResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteResponseDataAmountRegExp),
  "amountTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pQuoteResponseDataAmountTickerRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteResponseDataPriceRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteResponseDataFeeRegExp),
  "feeTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pQuoteResponseDataFeeTickerRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', p2pQuoteResponseDataReceiveRegExp),
  "receiveTicker": /*#__PURE__*/ zod.stringFormat('ticker', p2pQuoteResponseDataReceiveTickerRegExp)
})
})

export type P2pQuoteResponse = zod.input<typeof P2pQuoteResponse>;
export type P2pQuoteResponseOutput = zod.output<typeof P2pQuoteResponse>;
