/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexPlanTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexPlan = zod.object({
  "ticker": zod.stringFormat('ticker', flexPlanTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rates": zod.array(zod.object({
  "rate": zod.stringFormat('percent-unsigned', flexPlanRatesItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonusEnabled": zod.boolean(),
  "fromAmount": zod.stringFormat('decimal-unsigned', flexPlanRatesItemFromAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "toAmount": zod.stringFormat('decimal-unsigned', flexPlanRatesItemToAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A rate entry of a flexible plan (section 3 "Earn": rate, bonusEnabled); `rate` is the APR in percent. Assumption: entries may apply to an amount tier (`fromAmount` up to `toAmount`).')).min(1),
  "minAmount": zod.stringFormat('decimal-unsigned', flexPlanMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', flexPlanMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A flexible earn plan of one ticker. Assumption: besides the spec\'s rate entries, the fields (limits, totals) are invented.')

export type FlexPlan = zod.input<typeof FlexPlan>;
export type FlexPlanOutput = zod.output<typeof FlexPlan>;
