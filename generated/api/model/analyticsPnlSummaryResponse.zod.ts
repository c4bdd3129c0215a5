/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const analyticsPnlSummaryResponseDataFromMin = 0;

export const analyticsPnlSummaryResponseDataToMin = 0;

export const analyticsPnlSummaryResponseDataStartValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryResponseDataEndValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryResponseDataNetInflowRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const analyticsPnlSummaryResponseDataPnlPercentRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AnalyticsPnlSummaryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "from": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(analyticsPnlSummaryResponseDataFromMin)),
  "to": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(analyticsPnlSummaryResponseDataToMin)),
  "startValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', analyticsPnlSummaryResponseDataStartValueRegExp),
  "endValue": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', analyticsPnlSummaryResponseDataEndValueRegExp),
  "netInflow": /*#__PURE__*/ zod.stringFormat('decimal', analyticsPnlSummaryResponseDataNetInflowRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', analyticsPnlSummaryResponseDataPnlRegExp),
  "pnlPercent": /*#__PURE__*/ zod.stringFormat('percent', analyticsPnlSummaryResponseDataPnlPercentRegExp)
})
})

export type AnalyticsPnlSummaryResponse = zod.input<typeof AnalyticsPnlSummaryResponse>;
export type AnalyticsPnlSummaryResponseOutput = zod.output<typeof AnalyticsPnlSummaryResponse>;
