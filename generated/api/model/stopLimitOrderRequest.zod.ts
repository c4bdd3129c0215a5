/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const stopLimitOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const stopLimitOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const stopLimitOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const stopLimitOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const stopLimitOrderRequestClientOrderIdMax = 64;


export const StopLimitOrderRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', stopLimitOrderRequestMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', stopLimitOrderRequestAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', stopLimitOrderRequestPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', stopLimitOrderRequestActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(stopLimitOrderRequestClientOrderIdMax)))
})

export type StopLimitOrderRequest = zod.input<typeof StopLimitOrderRequest>;
export type StopLimitOrderRequestOutput = zod.output<typeof StopLimitOrderRequest>;
