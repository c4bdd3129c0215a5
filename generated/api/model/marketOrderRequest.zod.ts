/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const marketOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marketOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marketOrderRequestClientOrderIdMax = 64;


export const MarketOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', marketOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', marketOrderRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(marketOrderRequestClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot market order. For the market call a buy amount is the total to spend in the quote asset and a sell amount the quantity in the base asset; for the stock-market call the amount is always in the base asset (modelled on the trade API v4 market and stock_market orders).')

export type MarketOrderRequest = zod.input<typeof MarketOrderRequest>;
export type MarketOrderRequestOutput = zod.output<typeof MarketOrderRequest>;
