/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const publicOrderBookTickerIdRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const publicOrderBookTimestampMin = 0;

export const publicOrderBookAsksItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookAsksItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookBidsItem0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookBidsItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PublicOrderBook = /*#__PURE__*/ zod.object({
  "ticker_id": /*#__PURE__*/ zod.stringFormat('market-underscore', publicOrderBookTickerIdRegExp),
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(publicOrderBookTimestampMin)),
  "asks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicOrderBookAsksItem0ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicOrderBookAsksItem1ItemRegExp)])),
  "bids": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicOrderBookBidsItem0ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicOrderBookBidsItem1ItemRegExp)]))
})

export type PublicOrderBook = zod.input<typeof PublicOrderBook>;
export type PublicOrderBookOutput = zod.output<typeof PublicOrderBook>;
