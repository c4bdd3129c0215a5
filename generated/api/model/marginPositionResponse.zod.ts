/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const marginPositionResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const marginPositionResponseDataAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataBasePriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataLiquidationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataPnlPercentRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginPositionResponseDataOpenDateMin = 0;

export const marginPositionResponseDataModifyDateMin = 0;


export const MarginPositionResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "positionId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', marginPositionResponseDataMarketRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionResponseDataAmountRegExp),
  "basePrice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionResponseDataBasePriceRegExp),
  "liquidationPrice": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionResponseDataLiquidationPriceRegExp)),
  "liquidationState": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['margin_call', 'liquidation'])),
  "pnl": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionResponseDataPnlRegExp),
  "pnlPercent": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent', marginPositionResponseDataPnlPercentRegExp)),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionResponseDataMarginRegExp),
  "freeMargin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginPositionResponseDataFreeMarginRegExp),
  "funding": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionResponseDataFundingRegExp),
  "unrealizedFunding": /*#__PURE__*/ zod.stringFormat('decimal', marginPositionResponseDataUnrealizedFundingRegExp),
  "positionSide": /*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH']),
  "openDate": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marginPositionResponseDataOpenDateMin)),
  "modifyDate": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(marginPositionResponseDataModifyDateMin))
})
})

export type MarginPositionResponse = zod.input<typeof MarginPositionResponse>;
export type MarginPositionResponseOutput = zod.output<typeof MarginPositionResponse>;
