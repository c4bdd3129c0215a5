/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const fixedInvestmentListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fixedInvestmentListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentListResponseDataItemExpectedProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fixedInvestmentListResponseDataItemStartedAtMin = 0;

export const fixedInvestmentListResponseDataItemEndsAtMin = 0;


export const FixedInvestmentListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "planId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fixedInvestmentListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedInvestmentListResponseDataItemAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', fixedInvestmentListResponseDataItemRateRegExp),
  "expectedProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fixedInvestmentListResponseDataItemExpectedProfitRegExp),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "startedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fixedInvestmentListResponseDataItemStartedAtMin)),
  "endsAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fixedInvestmentListResponseDataItemEndsAtMin))
}))
})

export type FixedInvestmentListResponse = zod.input<typeof FixedInvestmentListResponse>;
export type FixedInvestmentListResponseOutput = zod.output<typeof FixedInvestmentListResponse>;
