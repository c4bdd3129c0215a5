/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const ocoOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const ocoOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestStopLimitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestClientOrderIdMax = 64;


export const OcoOrderRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', ocoOrderRequestMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderRequestAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderRequestPriceRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderRequestActivationPriceRegExp),
  "stopLimitPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', ocoOrderRequestStopLimitPriceRegExp),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(ocoOrderRequestClientOrderIdMax)))
})

export type OcoOrderRequest = zod.input<typeof OcoOrderRequest>;
export type OcoOrderRequestOutput = zod.output<typeof OcoOrderRequest>;
