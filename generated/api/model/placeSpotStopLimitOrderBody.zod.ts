/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const placeSpotStopLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotStopLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotStopLimitOrderBodyClientOrderIdMax = 64;


export const PlaceSpotStopLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotStopLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', placeSpotStopLimitOrderBodyActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional().describe('Trigger condition of a stop order (section 3 "Order"): lte fires when the price falls to the activation price or below, gte when it rises to it or above.'),
  "clientOrderId": zod.string().min(1).max(placeSpotStopLimitOrderBodyClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot stop-limit order: a limit order at `price` placed once the market reaches `activationPrice`. Assumption: `activation_condition` may be sent by the client (gte when the activation price is above the last price, lte when below); the server derives it from the side when it is omitted, as the trade API v4 does.')

export type PlaceSpotStopLimitOrderBody = zod.input<typeof PlaceSpotStopLimitOrderBody>;
export type PlaceSpotStopLimitOrderBodyOutput = zod.output<typeof PlaceSpotStopLimitOrderBody>;
