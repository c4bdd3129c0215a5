/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getMarginMaxAmountParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getMarginMaxAmountParamsPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GetMarginMaxAmountParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getMarginMaxAmountParamsMarketRegExp),
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "price": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', getMarginMaxAmountParamsPriceRegExp))
})

export type GetMarginMaxAmountParams = zod.input<typeof GetMarginMaxAmountParams>;
export type GetMarginMaxAmountParamsOutput = zod.output<typeof GetMarginMaxAmountParams>;
