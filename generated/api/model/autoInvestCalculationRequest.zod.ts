/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestCalculationRequestQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestCalculationRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestCalculationRequestAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestCalculationRequestAssetsItemPercentMax = 100;

export const autoInvestCalculationRequestAssetsMax = 10;


export const AutoInvestCalculationRequest = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestCalculationRequestQuoteRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestCalculationRequestAmountRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestCalculationRequestAssetsItemTickerRegExp),
  "percent": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(autoInvestCalculationRequestAssetsItemPercentMax))
})).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(autoInvestCalculationRequestAssetsMax))
})

export type AutoInvestCalculationRequest = zod.input<typeof AutoInvestCalculationRequest>;
export type AutoInvestCalculationRequestOutput = zod.output<typeof AutoInvestCalculationRequest>;
