/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const marginMaxAmountResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marginMaxAmountResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginMaxAmountResponseDataTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginMaxAmountResponse = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', marginMaxAmountResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', marginMaxAmountResponseDataAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "total": zod.stringFormat('decimal-unsigned', marginMaxAmountResponseDataTotalRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The largest order the margin or futures account can place on a market and side, with borrowing. Assumption: the spec gives the call and its 5 s timeout only; `amount` is in the base asset and `total` in the quote asset.')
})

export type MarginMaxAmountResponse = zod.input<typeof MarginMaxAmountResponse>;
export type MarginMaxAmountResponseOutput = zod.output<typeof MarginMaxAmountResponse>;
