/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createAutoInvestPlanBodyQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createAutoInvestPlanBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createAutoInvestPlanBodyAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createAutoInvestPlanBodyAssetsItemPercentMax = 100;

export const createAutoInvestPlanBodyAssetsMax = 10;

export const createAutoInvestPlanBodyScheduleTimeRegExp = new RegExp('^([01][0-9]|2[0-3]):[0-5][0-9]$');
export const createAutoInvestPlanBodyScheduleWeekdayMax = 7;

export const createAutoInvestPlanBodyScheduleMonthDayMax = 28;


export const CreateAutoInvestPlanBody = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', createAutoInvestPlanBodyQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createAutoInvestPlanBodyAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createAutoInvestPlanBodyAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createAutoInvestPlanBodyAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createAutoInvestPlanBodyAssetsMax)),
  "schedule": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['hourly', 'daily', 'weekly', 'monthly']),
  "time": /*#__PURE__*/ zod.stringFormat('time-of-day', createAutoInvestPlanBodyScheduleTimeRegExp),
  "weekday": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createAutoInvestPlanBodyScheduleWeekdayMax))),
  "monthDay": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(createAutoInvestPlanBodyScheduleMonthDayMax)))
})
})

export type CreateAutoInvestPlanBody = zod.input<typeof CreateAutoInvestPlanBody>;
export type CreateAutoInvestPlanBodyOutput = zod.output<typeof CreateAutoInvestPlanBody>;
