/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const analyticsPnlSummaryFromMin = 0;

export const analyticsPnlSummaryToMin = 0;

export const analyticsPnlSummaryStartValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryEndValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryNetInflowRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryPnlPercentRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AnalyticsPnlSummary = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(analyticsPnlSummaryFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(analyticsPnlSummaryToMin)),
  "startValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', analyticsPnlSummaryStartValueRegExp),
  "endValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', analyticsPnlSummaryEndValueRegExp),
  "netInflow": /*#__PURE__*/ zod.stringFormat('decimal', analyticsPnlSummaryNetInflowRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', analyticsPnlSummaryPnlRegExp),
  "pnlPercent": /*#__PURE__*/ zod.stringFormat('percent', analyticsPnlSummaryPnlPercentRegExp)
})

export type AnalyticsPnlSummary = zod.input<typeof AnalyticsPnlSummary>;
export type AnalyticsPnlSummaryOutput = zod.output<typeof AnalyticsPnlSummary>;
