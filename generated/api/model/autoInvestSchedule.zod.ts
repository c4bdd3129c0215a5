/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const autoInvestScheduleWeekdayMax = 7;

export const autoInvestScheduleMonthDayMax = 28;


export const AutoInvestSchedule = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', autoInvestScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestScheduleMonthDayMax)))
})

export type AutoInvestSchedule = zod.input<typeof AutoInvestSchedule>;
export type AutoInvestScheduleOutput = zod.output<typeof AutoInvestSchedule>;
