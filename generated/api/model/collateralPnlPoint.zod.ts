/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const collateralPnlPointTimeMin = 0;

export const collateralPnlPointRealizedPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlPointFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const collateralPnlPointPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CollateralPnlPoint = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(collateralPnlPointTimeMin)),
  "realizedPnl": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlPointRealizedPnlRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlPointFundingRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', collateralPnlPointPnlRegExp)
})

export type CollateralPnlPoint = zod.input<typeof CollateralPnlPoint>;
export type CollateralPnlPointOutput = zod.output<typeof CollateralPnlPoint>;
