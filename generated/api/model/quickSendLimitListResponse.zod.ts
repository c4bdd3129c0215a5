/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const quickSendLimitListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendLimitListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendLimitListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendLimitListResponseDataItemDailyLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendLimitListResponseDataItemSentTodayRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const QuickSendLimitListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', quickSendLimitListResponseDataItemTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitListResponseDataItemMaxAmountRegExp),
  "dailyLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitListResponseDataItemDailyLimitRegExp),
  "sentToday": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitListResponseDataItemSentTodayRegExp)
}))
})

export type QuickSendLimitListResponse = zod.input<typeof QuickSendLimitListResponse>;
export type QuickSendLimitListResponseOutput = zod.output<typeof QuickSendLimitListResponse>;
