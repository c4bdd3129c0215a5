/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const stopMarketOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const stopMarketOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const stopMarketOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const stopMarketOrderRequestClientOrderIdMax = 64;


export const StopMarketOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', stopMarketOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', stopMarketOrderRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', stopMarketOrderRequestActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "clientOrderId": zod.string().min(1).max(stopMarketOrderRequestClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot stop-market order: a market order placed once the market reaches `activationPrice` (buy amount in the quote asset, sell amount in the base asset, as the trade API v4 stop_market). Assumption on `activation_condition` as for the stop-limit order.')

export type StopMarketOrderRequest = zod.input<typeof StopMarketOrderRequest>;
export type StopMarketOrderRequestOutput = zod.output<typeof StopMarketOrderRequest>;
