/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const limitOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const limitOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const limitOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const limitOrderRequestClientOrderIdMax = 64;


export const LimitOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', limitOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', limitOrderRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', limitOrderRequestPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "clientOrderId": zod.string().max(limitOrderRequestClientOrderIdMax).optional()
}).describe('A limit order. Amount in the base asset, price in the quote asset, both within the market\'s precision.')

export type LimitOrderRequest = zod.input<typeof LimitOrderRequest>;
export type LimitOrderRequestOutput = zod.output<typeof LimitOrderRequest>;
