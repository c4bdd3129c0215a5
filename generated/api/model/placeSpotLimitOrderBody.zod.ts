/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const placeSpotLimitOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const placeSpotLimitOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const placeSpotLimitOrderBodyClientOrderIdMax = 64;


export const PlaceSpotLimitOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', placeSpotLimitOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', placeSpotLimitOrderBodyPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "clientOrderId": zod.string().max(placeSpotLimitOrderBodyClientOrderIdMax).optional()
}).describe('A limit order. Amount in the base asset, price in the quote asset, both within the market\'s precision.')

export type PlaceSpotLimitOrderBody = zod.input<typeof PlaceSpotLimitOrderBody>;
export type PlaceSpotLimitOrderBodyOutput = zod.output<typeof PlaceSpotLimitOrderBody>;
