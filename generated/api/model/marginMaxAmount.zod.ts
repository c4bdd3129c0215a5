/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marginMaxAmountMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marginMaxAmountAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginMaxAmountTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginMaxAmount = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marginMaxAmountMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginMaxAmountAmountRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginMaxAmountTotalRegExp)
})

export type MarginMaxAmount = zod.input<typeof MarginMaxAmount>;
export type MarginMaxAmountOutput = zod.output<typeof MarginMaxAmount>;
