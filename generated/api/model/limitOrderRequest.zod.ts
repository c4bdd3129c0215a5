/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const limitOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const limitOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const limitOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const limitOrderRequestClientOrderIdMax = 64;


export const LimitOrderRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', limitOrderRequestMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', limitOrderRequestAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', limitOrderRequestPriceRegExp),
  "postOnly": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "ioc": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(limitOrderRequestClientOrderIdMax)))
})

export type LimitOrderRequest = zod.input<typeof LimitOrderRequest>;
export type LimitOrderRequestOutput = zod.output<typeof LimitOrderRequest>;
