/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const calculateAutoInvestPlanBodyQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const calculateAutoInvestPlanBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const calculateAutoInvestPlanBodyAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const calculateAutoInvestPlanBodyAssetsItemPercentMax = 100;

export const calculateAutoInvestPlanBodyAssetsMax = 10;


export const CalculateAutoInvestPlanBody = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', calculateAutoInvestPlanBodyQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', calculateAutoInvestPlanBodyAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', calculateAutoInvestPlanBodyAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(calculateAutoInvestPlanBodyAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(calculateAutoInvestPlanBodyAssetsMax))
})

export type CalculateAutoInvestPlanBody = zod.input<typeof CalculateAutoInvestPlanBody>;
export type CalculateAutoInvestPlanBodyOutput = zod.output<typeof CalculateAutoInvestPlanBody>;
