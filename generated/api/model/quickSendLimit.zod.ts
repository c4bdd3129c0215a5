/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const quickSendLimitTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const quickSendLimitMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendLimitMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendLimitDailyLimitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const quickSendLimitSentTodayRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const QuickSendLimit = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', quickSendLimitTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitMaxAmountRegExp),
  "dailyLimit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitDailyLimitRegExp),
  "sentToday": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', quickSendLimitSentTodayRegExp)
})

export type QuickSendLimit = zod.input<typeof QuickSendLimit>;
export type QuickSendLimitOutput = zod.output<typeof QuickSendLimit>;
