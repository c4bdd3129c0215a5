/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexPlanListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexPlanListResponseDataItemRatesItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanListResponseDataItemRatesItemFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanListResponseDataItemRatesItemToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const flexPlanListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexPlanListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexPlanListResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', flexPlanListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "rates": zod.array(zod.object({
  "rate": zod.stringFormat('percent-unsigned', flexPlanListResponseDataItemRatesItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "bonusEnabled": zod.boolean(),
  "fromAmount": zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemRatesItemFromAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "toAmount": zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemRatesItemToAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A rate entry of a flexible plan (section 3 "Earn": rate, bonusEnabled); `rate` is the APR in percent. Assumption: entries may apply to an amount tier (`fromAmount` up to `toAmount`).')).min(1),
  "minAmount": zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', flexPlanListResponseDataItemMaxAmountRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A flexible earn plan of one ticker. Assumption: besides the spec\'s rate entries, the fields (limits, totals) are invented.'))
})

export type FlexPlanListResponse = zod.input<typeof FlexPlanListResponse>;
export type FlexPlanListResponseOutput = zod.output<typeof FlexPlanListResponse>;
