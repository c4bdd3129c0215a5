/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const MarginPositionResponse = zod.object({
  "data": zod.object({
  "positionId": zod.int().min(1),
  "market": zod.stringFormat('market-dash', marginPositionResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "amount": zod.stringFormat('decimal', marginPositionResponseDataAmountRegExp).describe('Position size in the base asset; negative for a short position.'),
  "basePrice": zod.stringFormat('decimal-unsigned', marginPositionResponseDataBasePriceRegExp).describe('A DecimalString that is zero or positive.'),
  "liquidationPrice": zod.stringFormat('decimal-unsigned', marginPositionResponseDataLiquidationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "liquidationState": zod.enum(['margin_call', 'liquidation']).optional().describe('Liquidation stage of a position (trade API v4 `liquidationState`).'),
  "pnl": zod.stringFormat('decimal', marginPositionResponseDataPnlRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "pnlPercent": zod.stringFormat('percent', marginPositionResponseDataPnlPercentRegExp).optional().describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "margin": zod.stringFormat('decimal-unsigned', marginPositionResponseDataMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "freeMargin": zod.stringFormat('decimal-unsigned', marginPositionResponseDataFreeMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "funding": zod.stringFormat('decimal', marginPositionResponseDataFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "unrealizedFunding": zod.stringFormat('decimal', marginPositionResponseDataUnrealizedFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "openDate": zod.int().min(marginPositionResponseDataOpenDateMin).describe('Seconds since the Unix epoch.'),
  "modifyDate": zod.int().min(marginPositionResponseDataModifyDateMin).describe('Seconds since the Unix epoch.')
}).describe('An open margin or futures position. Assumption: modelled on the trade API v4 `collateral-account/positions/open` item (`positionId`, `basePrice`, `liquidationPrice`, `pnl`, ...), with the web form of the market.')
})

export type MarginPositionResponse = zod.input<typeof MarginPositionResponse>;
export type MarginPositionResponseOutput = zod.output<typeof MarginPositionResponse>;
