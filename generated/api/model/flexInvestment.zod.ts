/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexInvestmentTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexInvestmentAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentOpenedAtMin = 0;


export const FlexInvestment = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexInvestmentTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentAmountRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentEarnedRegExp),
  "lastDayEarned": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentLastDayEarnedRegExp)),
  "rate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', flexInvestmentRateRegExp)),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "autoReinvest": /*#__PURE__*/ zod.boolean(),
  "openedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(flexInvestmentOpenedAtMin)))
})

export type FlexInvestment = zod.input<typeof FlexInvestment>;
export type FlexInvestmentOutput = zod.output<typeof FlexInvestment>;
