/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestPlanRequestQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanRequestAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanRequestAssetsItemPercentMax = 100;

export const autoInvestPlanRequestAssetsMax = 10;

export const autoInvestPlanRequestScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const autoInvestPlanRequestScheduleWeekdayMax = 7;

export const autoInvestPlanRequestScheduleMonthDayMax = 28;


export const AutoInvestPlanRequest = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanRequestQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanRequestAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanRequestAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanRequestAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(autoInvestPlanRequestAssetsMax)),
  "schedule": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', autoInvestPlanRequestScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanRequestScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanRequestScheduleMonthDayMax)))
})
})

export type AutoInvestPlanRequest = zod.input<typeof AutoInvestPlanRequest>;
export type AutoInvestPlanRequestOutput = zod.output<typeof AutoInvestPlanRequest>;
