/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getGridOrdersForecastParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getGridOrdersForecastParamsLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastParamsUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const getGridOrdersForecastParamsGridCountMin = 2;
export const getGridOrdersForecastParamsGridCountMax = 200;

export const getGridOrdersForecastParamsInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GetGridOrdersForecastParams = zod.object({
  "market": zod.stringFormat('market-dash', getGridOrdersForecastParamsMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.'),
  "lowerPrice": zod.stringFormat('decimal-unsigned', getGridOrdersForecastParamsLowerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', getGridOrdersForecastParamsUpperPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "gridCount": zod.int().min(getGridOrdersForecastParamsGridCountMin).max(getGridOrdersForecastParamsGridCountMax),
  "investment": zod.stringFormat('decimal-unsigned', getGridOrdersForecastParamsInvestmentRegExp).describe('A DecimalString that is zero or positive.')
})

export type GetGridOrdersForecastParams = zod.input<typeof GetGridOrdersForecastParams>;
export type GetGridOrdersForecastParamsOutput = zod.output<typeof GetGridOrdersForecastParams>;
