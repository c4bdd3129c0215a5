/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marginMaxAmountResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marginMaxAmountResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginMaxAmountResponseDataTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginMaxAmountResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marginMaxAmountResponseDataMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginMaxAmountResponseDataAmountRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginMaxAmountResponseDataTotalRegExp)
})
})

export type MarginMaxAmountResponse = zod.input<typeof MarginMaxAmountResponse>;
export type MarginMaxAmountResponseOutput = zod.output<typeof MarginMaxAmountResponse>;
