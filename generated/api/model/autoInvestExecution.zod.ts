/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const autoInvestExecutionTimeMin = 0;

export const autoInvestExecutionTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestExecutionQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestExecutionSpentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const autoInvestExecutionFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AutoInvestExecution = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(autoInvestExecutionTimeMin)),
  "status": /*#__PURE__*/ zod.enum(['success', 'failed']),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestExecutionTickerRegExp),
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestExecutionQuoteRegExp),
  "spent": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionSpentRegExp),
  "price": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionPriceRegExp)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', autoInvestExecutionFeeRegExp),
  "failure": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['balance', 'market']))
})

export type AutoInvestExecution = zod.input<typeof AutoInvestExecution>;
export type AutoInvestExecutionOutput = zod.output<typeof AutoInvestExecution>;
