/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const marginPositionMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marginPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionBasePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionPnlPercentRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionOpenDateMin = 0;

export const marginPositionModifyDateMin = 0;


export const MarginPosition = /*#__PURE__*/ zod.object({
  "positionId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marginPositionMarketRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionAmountRegExp),
  "basePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionBasePriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionLiquidationPriceRegExp)),
  "liquidationState": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['margin_call', 'liquidation'])),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionPnlRegExp),
  "pnlPercent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent', marginPositionPnlPercentRegExp)),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionMarginRegExp),
  "freeMargin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionFreeMarginRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionFundingRegExp),
  "unrealizedFunding": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionUnrealizedFundingRegExp),
  "positionSide": /*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH']),
  "openDate": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marginPositionOpenDateMin)),
  "modifyDate": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marginPositionModifyDateMin))
})

export type MarginPosition = zod.input<typeof MarginPosition>;
export type MarginPositionOutput = zod.output<typeof MarginPosition>;
