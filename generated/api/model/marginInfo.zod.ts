/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marginInfoEquityRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoMarginFractionRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoBonusRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginInfo = /*#__PURE__*/ zod.object({
  "equity": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoEquityRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoMarginRegExp),
  "freeMargin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoFreeMarginRegExp),
  "unrealizedFunding": /*#__PURE__*/ zod.stringFormat('decimal', marginInfoUnrealizedFundingRegExp),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', marginInfoPnlRegExp),
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
  "marginFraction": /*#__PURE__*/ zod.stringFormat('percent-unsigned', marginInfoMarginFractionRegExp),
  "bonus": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginInfoBonusRegExp))
})

export type MarginInfo = zod.input<typeof MarginInfo>;
export type MarginInfoOutput = zod.output<typeof MarginInfo>;
