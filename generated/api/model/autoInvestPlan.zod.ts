/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const autoInvestPlanQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanAssetsItemPercentMax = 100;

export const autoInvestPlanAssetsMax = 10;

export const autoInvestPlanScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const autoInvestPlanScheduleWeekdayMax = 7;

export const autoInvestPlanScheduleMonthDayMax = 28;

export const autoInvestPlanCreatedAtMin = 0;

export const autoInvestPlanNextRunAtMin = 0;

export const autoInvestPlanTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanExecutionsMin = 0;


export const AutoInvestPlan = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(autoInvestPlanAssetsMax)),
  "schedule": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', autoInvestPlanScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanScheduleMonthDayMax)))
}),
  "status": /*#__PURE__*/ zod.enum(['active', 'paused']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanCreatedAtMin)),
  "nextRunAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanNextRunAtMin))),
  "totalInvested": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanTotalInvestedRegExp),
  "executions": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanExecutionsMin))
})

export type AutoInvestPlan = zod.input<typeof AutoInvestPlan>;
export type AutoInvestPlanOutput = zod.output<typeof AutoInvestPlan>;
