/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const fixedPlanListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedPlanListResponseDataItemDurationDaysMax = 365;

export const fixedPlanListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedPlanListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FixedPlanListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', fixedPlanListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "durationDays": zod.int().min(1).max(fixedPlanListResponseDataItemDurationDaysMax),
  "rate": zod.stringFormat('percent-unsigned', fixedPlanListResponseDataItemRateRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "minAmount": zod.stringFormat('decimal-unsigned', fixedPlanListResponseDataItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "maxAmount": zod.stringFormat('decimal-unsigned', fixedPlanListResponseDataItemMaxAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "isSoldOut": zod.boolean()
}).describe('A fixed earn plan: a ticker locked for a number of days at an APR. Assumption: the spec names the calls only; the fields are invented.'))
})

export type FixedPlanListResponse = zod.input<typeof FixedPlanListResponse>;
export type FixedPlanListResponseOutput = zod.output<typeof FixedPlanListResponse>;
