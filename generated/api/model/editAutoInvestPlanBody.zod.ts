/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const editAutoInvestPlanBodyQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const editAutoInvestPlanBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const editAutoInvestPlanBodyAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const editAutoInvestPlanBodyAssetsItemPercentMax = 100;

export const editAutoInvestPlanBodyAssetsMax = 10;

export const editAutoInvestPlanBodyScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const editAutoInvestPlanBodyScheduleWeekdayMax = 7;

export const editAutoInvestPlanBodyScheduleMonthDayMax = 28;


export const EditAutoInvestPlanBody = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', editAutoInvestPlanBodyQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', editAutoInvestPlanBodyAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', editAutoInvestPlanBodyAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(editAutoInvestPlanBodyAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(editAutoInvestPlanBodyAssetsMax)),
  "schedule": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', editAutoInvestPlanBodyScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(editAutoInvestPlanBodyScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(editAutoInvestPlanBodyScheduleMonthDayMax)))
})
})

export type EditAutoInvestPlanBody = zod.input<typeof EditAutoInvestPlanBody>;
export type EditAutoInvestPlanBodyOutput = zod.output<typeof EditAutoInvestPlanBody>;
