/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


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


export const MarginPosition = zod.object({
  "positionId": zod.int().min(1),
  "market": zod.stringFormat('market-dash', marginPositionMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "amount": zod.stringFormat('decimal', marginPositionAmountRegExp).describe('Position size in the base asset; negative for a short position.'),
  "basePrice": zod.stringFormat('decimal-unsigned', marginPositionBasePriceRegExp).describe('A DecimalString that is zero or positive.'),
  "liquidationPrice": zod.stringFormat('decimal-unsigned', marginPositionLiquidationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "liquidationState": zod.enum(['margin_call', 'liquidation']).optional().describe('Liquidation stage of a position (trade API v4 `liquidationState`).'),
  "pnl": zod.stringFormat('decimal', marginPositionPnlRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "pnlPercent": zod.stringFormat('percent', marginPositionPnlPercentRegExp).optional().describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "margin": zod.stringFormat('decimal-unsigned', marginPositionMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "freeMargin": zod.stringFormat('decimal-unsigned', marginPositionFreeMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "funding": zod.stringFormat('decimal', marginPositionFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "unrealizedFunding": zod.stringFormat('decimal', marginPositionUnrealizedFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "openDate": zod.int().min(marginPositionOpenDateMin).describe('Seconds since the Unix epoch.'),
  "modifyDate": zod.int().min(marginPositionModifyDateMin).describe('Seconds since the Unix epoch.')
}).describe('An open margin or futures position. Assumption: modelled on the trade API v4 `collateral-account/positions/open` item (`positionId`, `basePrice`, `liquidationPrice`, `pnl`, ...), with the web form of the market.')

export type MarginPosition = zod.input<typeof MarginPosition>;
export type MarginPositionOutput = zod.output<typeof MarginPosition>;
