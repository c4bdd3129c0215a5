/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getGridOrdersForecastParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getGridOrdersForecastParamsLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastParamsUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastParamsGridCountMin = 2;
export const getGridOrdersForecastParamsGridCountMax = 200;

export const getGridOrdersForecastParamsGridTypeDefault = `arithmetic`;
export const getGridOrdersForecastParamsInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GetGridOrdersForecastParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', getGridOrdersForecastParamsMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const),
  "lowerPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecastParamsLowerPriceRegExp),
  "upperPrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecastParamsUpperPriceRegExp),
  "gridCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getGridOrdersForecastParamsGridCountMin)).check(/*#__PURE__*/ zod.lte(getGridOrdersForecastParamsGridCountMax)),
  "gridType": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['arithmetic', 'geometric']), getGridOrdersForecastParamsGridTypeDefault),
  "investment": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getGridOrdersForecastParamsInvestmentRegExp)
})

export type GetGridOrdersForecastParams = zod.input<typeof GetGridOrdersForecastParams>;
export type GetGridOrdersForecastParamsOutput = zod.output<typeof GetGridOrdersForecastParams>;
