/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestOverviewResponseDataActivePlansMin = 0;

export const autoInvestOverviewResponseDataPausedPlansMin = 0;

export const autoInvestOverviewResponseDataNextRunAtMin = 0;

export const autoInvestOverviewResponseDataSpentItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestOverviewResponseDataSpentItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestOverviewResponseDataBoughtItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestOverviewResponseDataBoughtItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AutoInvestOverviewResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "activePlans": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestOverviewResponseDataActivePlansMin)),
  "pausedPlans": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestOverviewResponseDataPausedPlansMin)),
  "nextRunAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestOverviewResponseDataNextRunAtMin))),
  "spent": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestOverviewResponseDataSpentItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestOverviewResponseDataSpentItemAmountRegExp)
})),
  "bought": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestOverviewResponseDataBoughtItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestOverviewResponseDataBoughtItemAmountRegExp)
}))
})
})

export type AutoInvestOverviewResponse = zod.input<typeof AutoInvestOverviewResponse>;
export type AutoInvestOverviewResponseOutput = zod.output<typeof AutoInvestOverviewResponse>;
