/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const earnHistoryItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const earnHistoryItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const earnHistoryItemTimeMin = 0;



export const EarnHistoryItem = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', earnHistoryItemTickerRegExp),
  "type": /*#__PURE__*/ zod.enum({
  Invest: 1,
  Reinvest: 2,
  WithdrawFromInvestment: 3,
  DailyEarning: 4,
  CloseInvestment: 5,
  OpenInvestment: 6,
} as const),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', earnHistoryItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(earnHistoryItemTimeMin)),
  "planId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)))
})

export type EarnHistoryItem = zod.input<typeof EarnHistoryItem>;
export type EarnHistoryItemOutput = zod.output<typeof EarnHistoryItem>;
