/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const gridForecastOrderPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastOrderAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GridForecastOrder = /*#__PURE__*/ zod.object({
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridForecastOrderPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridForecastOrderAmountRegExp)
})

export type GridForecastOrder = zod.input<typeof GridForecastOrder>;
export type GridForecastOrderOutput = zod.output<typeof GridForecastOrder>;
