/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const publicOrderBookTickerIdRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const publicOrderBookTimestampMin = 0;

export const publicOrderBookAsksItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookAsksItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookBidsItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookBidsItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PublicOrderBook = zod.object({
  "ticker_id": zod.stringFormat('market-underscore', publicOrderBookTickerIdRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "timestamp": zod.int().min(publicOrderBookTimestampMin).describe('Seconds since the Unix epoch.'),
  "asks": zod.array(zod.tuple([zod.stringFormat('decimal-unsigned', publicOrderBookAsksItem0ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicOrderBookAsksItem1ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One price level of the public order book as `[price, amount]`, both decimal strings.')).describe('Sell levels, best (lowest) price first.'),
  "bids": zod.array(zod.tuple([zod.stringFormat('decimal-unsigned', publicOrderBookBidsItem0ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicOrderBookBidsItem1ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One price level of the public order book as `[price, amount]`, both decimal strings.')).describe('Buy levels, best (highest) price first.')
}).describe('The public API v4 order book, exactly as published.')

export type PublicOrderBook = zod.input<typeof PublicOrderBook>;
export type PublicOrderBookOutput = zod.output<typeof PublicOrderBook>;
