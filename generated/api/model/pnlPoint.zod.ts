/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const pnlPointTimeMin = 0;

export const pnlPointPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const pnlPointCumulativeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PnlPoint = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(pnlPointTimeMin)),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', pnlPointPnlRegExp),
  "cumulative": /*#__PURE__*/ zod.stringFormat('decimal', pnlPointCumulativeRegExp)
})

export type PnlPoint = zod.input<typeof PnlPoint>;
export type PnlPointOutput = zod.output<typeof PnlPoint>;
