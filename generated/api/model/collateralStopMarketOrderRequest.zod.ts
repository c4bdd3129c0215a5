/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const collateralStopMarketOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const collateralStopMarketOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralStopMarketOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralStopMarketOrderRequestReduceOnlyDefault = false;
export const collateralStopMarketOrderRequestClientOrderIdMax = 64;


export const CollateralStopMarketOrderRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', collateralStopMarketOrderRequestMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', collateralStopMarketOrderRequestAmountRegExp),
  "activationPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', collateralStopMarketOrderRequestActivationPriceRegExp),
  "activation_condition": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['lte', 'gte'])),
  "leverage": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const)),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), collateralStopMarketOrderRequestReduceOnlyDefault),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(collateralStopMarketOrderRequestClientOrderIdMax)))
})

export type CollateralStopMarketOrderRequest = zod.input<typeof CollateralStopMarketOrderRequest>;
export type CollateralStopMarketOrderRequestOutput = zod.output<typeof CollateralStopMarketOrderRequest>;
