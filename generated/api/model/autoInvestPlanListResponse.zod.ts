/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const autoInvestPlanListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanListResponseDataItemAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestPlanListResponseDataItemAssetsItemPercentMax = 100;

export const autoInvestPlanListResponseDataItemAssetsMax = 10;

export const autoInvestPlanListResponseDataItemScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const autoInvestPlanListResponseDataItemScheduleWeekdayMax = 7;

export const autoInvestPlanListResponseDataItemScheduleMonthDayMax = 28;

export const autoInvestPlanListResponseDataItemCreatedAtMin = 0;

export const autoInvestPlanListResponseDataItemNextRunAtMin = 0;

export const autoInvestPlanListResponseDataItemTotalInvestedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestPlanListResponseDataItemExecutionsMin = 0;


export const AutoInvestPlanListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanListResponseDataItemQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanListResponseDataItemAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestPlanListResponseDataItemAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanListResponseDataItemAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(autoInvestPlanListResponseDataItemAssetsMax)),
  "schedule": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', autoInvestPlanListResponseDataItemScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanListResponseDataItemScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestPlanListResponseDataItemScheduleMonthDayMax)))
}),
  "status": /*#__PURE__*/ zod.enum(['active', 'paused']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanListResponseDataItemCreatedAtMin)),
  "nextRunAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanListResponseDataItemNextRunAtMin))),
  "totalInvested": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestPlanListResponseDataItemTotalInvestedRegExp),
  "executions": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestPlanListResponseDataItemExecutionsMin))
}))
})

export type AutoInvestPlanListResponse = zod.input<typeof AutoInvestPlanListResponse>;
export type AutoInvestPlanListResponseOutput = zod.output<typeof AutoInvestPlanListResponse>;
