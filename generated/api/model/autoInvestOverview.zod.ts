/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestOverviewActivePlansMin = 0;

export const autoInvestOverviewPausedPlansMin = 0;

export const autoInvestOverviewNextRunAtMin = 0;

export const autoInvestOverviewSpentItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestOverviewSpentItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestOverviewBoughtItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestOverviewBoughtItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AutoInvestOverview = /*#__PURE__*/ zod.object({
  "activePlans": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestOverviewActivePlansMin)),
  "pausedPlans": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestOverviewPausedPlansMin)),
  "nextRunAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestOverviewNextRunAtMin))),
  "spent": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestOverviewSpentItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestOverviewSpentItemAmountRegExp)
})),
  "bought": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestOverviewBoughtItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestOverviewBoughtItemAmountRegExp)
}))
})

export type AutoInvestOverview = zod.input<typeof AutoInvestOverview>;
export type AutoInvestOverviewOutput = zod.output<typeof AutoInvestOverview>;
