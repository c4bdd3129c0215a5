/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const collateralPnlResponseDataRealizedPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlResponseDataFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlResponseDataPositionsMin = 0;

export const collateralPnlResponseDataPointsItemTimeMin = 0;

export const collateralPnlResponseDataPointsItemRealizedPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlResponseDataPointsItemFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlResponseDataPointsItemPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlResponseDataPointsMax = 366;


export const CollateralPnlResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "realizedPnl": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlResponseDataRealizedPnlRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlResponseDataFundingRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlResponseDataPnlRegExp),
  "positions": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(collateralPnlResponseDataPositionsMin)),
  "points": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(collateralPnlResponseDataPointsItemTimeMin)),
  "realizedPnl": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlResponseDataPointsItemRealizedPnlRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlResponseDataPointsItemFundingRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlResponseDataPointsItemPnlRegExp)
})).check(/*#__PURE__*/ zod.maxLength(collateralPnlResponseDataPointsMax))
})
})

export type CollateralPnlResponse = zod.input<typeof CollateralPnlResponse>;
export type CollateralPnlResponseOutput = zod.output<typeof CollateralPnlResponse>;
