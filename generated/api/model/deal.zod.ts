/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const dealMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const dealPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const dealFeeAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const dealTimeMin = 0;


export const Deal = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "orderId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', dealMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "role": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.literal(1),/*#__PURE__*/ zod.literal(2)]),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealAmountRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealTotalRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', dealFeeRegExp),
  "feeAsset": /*#__PURE__*/ zod.stringFormat('ticker', dealFeeAssetRegExp),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(dealTimeMin))
})

export type Deal = zod.input<typeof Deal>;
export type DealOutput = zod.output<typeof Deal>;
