/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const collateralLimitOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const collateralLimitOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestReduceOnlyDefault = false;
export const collateralLimitOrderRequestPostOnlyDefault = false;
export const collateralLimitOrderRequestIocDefault = false;
export const collateralLimitOrderRequestStopLossRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestTakeProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralLimitOrderRequestClientOrderIdMax = 64;


export const CollateralLimitOrderRequest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', collateralLimitOrderRequestMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestAmountRegExp),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestPriceRegExp),
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
  "reduce_only": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), collateralLimitOrderRequestReduceOnlyDefault),
  "postOnly": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), collateralLimitOrderRequestPostOnlyDefault),
  "ioc": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.boolean(), collateralLimitOrderRequestIocDefault),
  "stopLoss": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestStopLossRegExp)),
  "takeProfit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', collateralLimitOrderRequestTakeProfitRegExp)),
  "clientOrderId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(collateralLimitOrderRequestClientOrderIdMax)))
})

export type CollateralLimitOrderRequest = zod.input<typeof CollateralLimitOrderRequest>;
export type CollateralLimitOrderRequestOutput = zod.output<typeof CollateralLimitOrderRequest>;
