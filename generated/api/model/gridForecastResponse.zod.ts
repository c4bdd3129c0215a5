/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const gridForecastResponseDataOrdersItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastResponseDataOrdersItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastResponseDataOrdersMax = 200;

export const gridForecastResponseDataProfitPerGridMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastResponseDataProfitPerGridMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GridForecastResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "orders": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "side": /*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const),
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridForecastResponseDataOrdersItemPriceRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', gridForecastResponseDataOrdersItemAmountRegExp)
})).check(/*#__PURE__*/ zod.maxLength(gridForecastResponseDataOrdersMax)),
  "profitPerGridMin": /*#__PURE__*/ zod.stringFormat('percent-unsigned', gridForecastResponseDataProfitPerGridMinRegExp),
  "profitPerGridMax": /*#__PURE__*/ zod.stringFormat('percent-unsigned', gridForecastResponseDataProfitPerGridMaxRegExp)
})
})

export type GridForecastResponse = zod.input<typeof GridForecastResponse>;
export type GridForecastResponseOutput = zod.output<typeof GridForecastResponse>;
