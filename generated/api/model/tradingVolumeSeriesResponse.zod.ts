/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const tradingVolumeSeriesResponseDataPointsItemTimeMin = 0;

export const tradingVolumeSeriesResponseDataPointsItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumeSeriesResponseDataPointsItemMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumeSeriesResponseDataPointsItemFuturesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumeSeriesResponseDataPointsMax = 366;


export const TradingVolumeSeriesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "points": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(tradingVolumeSeriesResponseDataPointsItemTimeMin)),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumeSeriesResponseDataPointsItemSpotRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumeSeriesResponseDataPointsItemMarginRegExp),
  "futures": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumeSeriesResponseDataPointsItemFuturesRegExp)
})).check(/*#__PURE__*/ zod.maxLength(tradingVolumeSeriesResponseDataPointsMax))
})
})

export type TradingVolumeSeriesResponse = zod.input<typeof TradingVolumeSeriesResponse>;
export type TradingVolumeSeriesResponseOutput = zod.output<typeof TradingVolumeSeriesResponse>;
