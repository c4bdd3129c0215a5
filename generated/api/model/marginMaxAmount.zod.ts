/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const marginMaxAmountMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marginMaxAmountAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginMaxAmountTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginMaxAmount = zod.object({
  "market": zod.stringFormat('market-dash', marginMaxAmountMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', marginMaxAmountAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "total": zod.stringFormat('decimal-unsigned', marginMaxAmountTotalRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The largest order the margin or futures account can place on a market and side, with borrowing. Assumption: the spec gives the call and its 5 s timeout only; `amount` is in the base asset and `total` in the quote asset.')

export type MarginMaxAmount = zod.input<typeof MarginMaxAmount>;
export type MarginMaxAmountOutput = zod.output<typeof MarginMaxAmount>;
