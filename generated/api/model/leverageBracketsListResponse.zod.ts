/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const leverageBracketsListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const leverageBracketsListResponseDataItemBracketsItemMinPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketsListResponseDataItemBracketsItemMaxPositionValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const leverageBracketsListResponseDataItemBracketsItemMaintenanceMarginRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');


export const LeverageBracketsListResponse = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', leverageBracketsListResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "brackets": zod.array(zod.object({
  "tier": zod.int().min(1),
  "minPositionValue": zod.stringFormat('decimal-unsigned', leverageBracketsListResponseDataItemBracketsItemMinPositionValueRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "maxPositionValue": zod.stringFormat('decimal-unsigned', leverageBracketsListResponseDataItemBracketsItemMaxPositionValueRegExp).describe('A DecimalString that is zero or positive.'),
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
  "maintenanceMarginRate": zod.stringFormat('percent-unsigned', leverageBracketsListResponseDataItemBracketsItemMaintenanceMarginRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('One tier of a market\'s leverage brackets.')).min(1)
}).describe('A market\'s leverage brackets: the larger the position (in the quote asset), the lower the maximum leverage. Assumption: the spec names the call and the collateral-brackets page only; the tier fields are invented.'))
})

export type LeverageBracketsListResponse = zod.input<typeof LeverageBracketsListResponse>;
export type LeverageBracketsListResponseOutput = zod.output<typeof LeverageBracketsListResponse>;
