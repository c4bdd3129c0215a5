/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexInvestmentListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const flexInvestmentListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemLastDayEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexInvestmentListResponseDataItemOpenedAtMin = 0;


export const FlexInvestmentListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', flexInvestmentListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentListResponseDataItemAmountRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentListResponseDataItemEarnedRegExp),
  "lastDayEarned": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestmentListResponseDataItemLastDayEarnedRegExp)),
  "rate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', flexInvestmentListResponseDataItemRateRegExp)),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "autoReinvest": /*#__PURE__*/ zod.boolean(),
  "openedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(flexInvestmentListResponseDataItemOpenedAtMin)))
}))
})

export type FlexInvestmentListResponse = zod.input<typeof FlexInvestmentListResponse>;
export type FlexInvestmentListResponseOutput = zod.output<typeof FlexInvestmentListResponse>;
