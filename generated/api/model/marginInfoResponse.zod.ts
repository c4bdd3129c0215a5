/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marginInfoResponseDataEquityRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoResponseDataMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoResponseDataFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoResponseDataUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoResponseDataMarginFractionRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoResponseDataBonusRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginInfoResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "equity": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoResponseDataEquityRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoResponseDataMarginRegExp),
  "freeMargin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoResponseDataFreeMarginRegExp),
  "unrealizedFunding": /*#__PURE__*/ zod.stringFormat('decimal', marginInfoResponseDataUnrealizedFundingRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', marginInfoResponseDataPnlRegExp),
  "leverage": /*#__PURE__*/ zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
} as const),
  "marginFraction": /*#__PURE__*/ zod.stringFormat('percent-unsigned', marginInfoResponseDataMarginFractionRegExp),
  "bonus": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoResponseDataBonusRegExp))
})
})

export type MarginInfoResponse = zod.input<typeof MarginInfoResponse>;
export type MarginInfoResponseOutput = zod.output<typeof MarginInfoResponse>;
