/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const gridForecastOrdersItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastOrdersItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastOrdersMax = 200;

export const gridForecastProfitPerGridMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastProfitPerGridMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GridForecast = /*#__PURE__*/ zod.object({
  "orders": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridForecastOrdersItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridForecastOrdersItemAmountRegExp)
})).check(/*#__PURE__*/ zod.maxLength(gridForecastOrdersMax)),
  "profitPerGridMin": /*#__PURE__*/ zod.stringFormat('percent-unsigned', gridForecastProfitPerGridMinRegExp),
  "profitPerGridMax": /*#__PURE__*/ zod.stringFormat('percent-unsigned', gridForecastProfitPerGridMaxRegExp)
})

export type GridForecast = zod.input<typeof GridForecast>;
export type GridForecastOutput = zod.output<typeof GridForecast>;
