/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const fixedInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentStartedAtMin = 0;

export const fixedInvestmentEndsAtMin = 0;


export const FixedInvestment = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedInvestmentTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedInvestmentAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedInvestmentRateRegExp),
  "expectedProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedInvestmentExpectedProfitRegExp),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fixedInvestmentStartedAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fixedInvestmentEndsAtMin))
})

export type FixedInvestment = zod.input<typeof FixedInvestment>;
export type FixedInvestmentOutput = zod.output<typeof FixedInvestment>;
