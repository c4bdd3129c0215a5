/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const autoInvestPlanResponseDataQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanResponseDataAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanResponseDataAssetsItemPercentMax = 100;

export const autoInvestPlanResponseDataAssetsMax = 10;

export const autoInvestPlanResponseDataScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const autoInvestPlanResponseDataScheduleWeekdayMax = 7;

export const autoInvestPlanResponseDataScheduleMonthDayMax = 28;

export const autoInvestPlanResponseDataCreatedAtMin = 0;

export const autoInvestPlanResponseDataNextRunAtMin = 0;

export const autoInvestPlanResponseDataTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanResponseDataExecutionsMin = 0;


export const AutoInvestPlanResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanResponseDataQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanResponseDataAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanResponseDataAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanResponseDataAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(autoInvestPlanResponseDataAssetsMax)),
  "schedule": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', autoInvestPlanResponseDataScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanResponseDataScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanResponseDataScheduleMonthDayMax)))
}),
  "status": /*#__PURE__*/ zod.enum(['active', 'paused']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanResponseDataCreatedAtMin)),
  "nextRunAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanResponseDataNextRunAtMin))),
  "totalInvested": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanResponseDataTotalInvestedRegExp),
  "executions": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanResponseDataExecutionsMin))
})
})

export type AutoInvestPlanResponse = zod.input<typeof AutoInvestPlanResponse>;
export type AutoInvestPlanResponseOutput = zod.output<typeof AutoInvestPlanResponse>;
