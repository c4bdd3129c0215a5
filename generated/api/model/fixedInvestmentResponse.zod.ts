/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const fixedInvestmentResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedInvestmentResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentResponseDataExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentResponseDataStartedAtMin = 0;

export const fixedInvestmentResponseDataEndsAtMin = 0;


export const FixedInvestmentResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedInvestmentResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedInvestmentResponseDataAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedInvestmentResponseDataRateRegExp),
  "expectedProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedInvestmentResponseDataExpectedProfitRegExp),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fixedInvestmentResponseDataStartedAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fixedInvestmentResponseDataEndsAtMin))
})
})

export type FixedInvestmentResponse = zod.input<typeof FixedInvestmentResponse>;
export type FixedInvestmentResponseOutput = zod.output<typeof FixedInvestmentResponse>;
