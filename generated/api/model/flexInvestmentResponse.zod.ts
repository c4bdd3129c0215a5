/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexInvestmentResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexInvestmentResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentResponseDataOpenedAtMin = 0;


export const FlexInvestmentResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexInvestmentResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentResponseDataAmountRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentResponseDataEarnedRegExp),
  "lastDayEarned": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentResponseDataLastDayEarnedRegExp)),
  "rate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', flexInvestmentResponseDataRateRegExp)),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "autoReinvest": /*#__PURE__*/ zod.boolean(),
  "openedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(flexInvestmentResponseDataOpenedAtMin)))
})
})

export type FlexInvestmentResponse = zod.input<typeof FlexInvestmentResponse>;
export type FlexInvestmentResponseOutput = zod.output<typeof FlexInvestmentResponse>;
