/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const pnlSeriesResponseDataPointsItemTimeMin = 0;

export const pnlSeriesResponseDataPointsItemPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const pnlSeriesResponseDataPointsItemCumulativeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const pnlSeriesResponseDataPointsMax = 366;


export const PnlSeriesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "points": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(pnlSeriesResponseDataPointsItemTimeMin)),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', pnlSeriesResponseDataPointsItemPnlRegExp),
  "cumulative": /*#__PURE__*/ zod.stringFormat('decimal', pnlSeriesResponseDataPointsItemCumulativeRegExp)
})).check(/*#__PURE__*/ zod.maxLength(pnlSeriesResponseDataPointsMax))
})
})

export type PnlSeriesResponse = zod.input<typeof PnlSeriesResponse>;
export type PnlSeriesResponseOutput = zod.output<typeof PnlSeriesResponse>;
