/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const marginInfoEquityRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoFreeMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoUnrealizedFundingRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoPnlRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoMarginFractionRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginInfoBonusRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginInfo = zod.object({
  "equity": zod.stringFormat('decimal-unsigned', marginInfoEquityRegExp).describe('A DecimalString that is zero or positive.'),
  "margin": zod.stringFormat('decimal-unsigned', marginInfoMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "freeMargin": zod.stringFormat('decimal-unsigned', marginInfoFreeMarginRegExp).describe('A DecimalString that is zero or positive.'),
  "unrealizedFunding": zod.stringFormat('decimal', marginInfoUnrealizedFundingRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "pnl": zod.stringFormat('decimal', marginInfoPnlRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "marginFraction": zod.stringFormat('percent-unsigned', marginInfoMarginFractionRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonus": zod.stringFormat('decimal-unsigned', marginInfoBonusRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('The margin and futures account summary. Assumption: modelled on the trade API v4 `collateral-account/summary` (equity, margin, freeMargin, unrealizedFunding, pnl, leverage, marginFraction); `bonus` is present when `includeBonus` is true and counts the user\'s trading bonuses into the equity.')

export type MarginInfo = zod.input<typeof MarginInfo>;
export type MarginInfoOutput = zod.output<typeof MarginInfo>;
