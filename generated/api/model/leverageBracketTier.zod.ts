/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const leverageBracketTierMinPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketTierMaxPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketTierMaintenanceMarginRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LeverageBracketTier = zod.object({
  "tier": zod.int().min(1),
  "minPositionValue": zod.stringFormat('decimal-unsigned', leverageBracketTierMinPositionValueRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "maxPositionValue": zod.stringFormat('decimal-unsigned', leverageBracketTierMaxPositionValueRegExp).describe('A DecimalString that is zero or positive.'),
  "maxLeverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "maintenanceMarginRate": zod.stringFormat('percent-unsigned', leverageBracketTierMaintenanceMarginRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One tier of a market\'s leverage brackets.')

export type LeverageBracketTier = zod.input<typeof LeverageBracketTier>;
export type LeverageBracketTierOutput = zod.output<typeof LeverageBracketTier>;
