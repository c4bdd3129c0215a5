/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const accountValueSeriesResponseDataPointsItemTimeMin = 0;

export const accountValueSeriesResponseDataPointsItemTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValueSeriesResponseDataPointsItemMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValueSeriesResponseDataPointsItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValueSeriesResponseDataPointsItemCollateralRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValueSeriesResponseDataPointsItemEarnRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValueSeriesResponseDataPointsItemInflowRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const accountValueSeriesResponseDataPointsMax = 366;


export const AccountValueSeriesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "points": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(accountValueSeriesResponseDataPointsItemTimeMin)),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValueSeriesResponseDataPointsItemTotalRegExp),
  "main": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValueSeriesResponseDataPointsItemMainRegExp),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValueSeriesResponseDataPointsItemSpotRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValueSeriesResponseDataPointsItemCollateralRegExp),
  "earn": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', accountValueSeriesResponseDataPointsItemEarnRegExp),
  "inflow": /*#__PURE__*/ zod.stringFormat('decimal', accountValueSeriesResponseDataPointsItemInflowRegExp)
})).check(/*#__PURE__*/ zod.maxLength(accountValueSeriesResponseDataPointsMax))
})
})

export type AccountValueSeriesResponse = zod.input<typeof AccountValueSeriesResponse>;
export type AccountValueSeriesResponseOutput = zod.output<typeof AccountValueSeriesResponse>;
