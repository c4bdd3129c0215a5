/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const userFundingHistoryItemTimeMin = 0;

export const userFundingHistoryItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const userFundingHistoryItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const userFundingHistoryItemAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryItemRateRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryItemPositionAmountRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingHistoryItemDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const UserFundingHistoryItem = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(userFundingHistoryItemTimeMin)),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', userFundingHistoryItemMarketRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', userFundingHistoryItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal', userFundingHistoryItemAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent', userFundingHistoryItemRateRegExp),
  "positionAmount": /*#__PURE__*/ zod.stringFormat('decimal', userFundingHistoryItemPositionAmountRegExp),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH'])),
  "discount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', userFundingHistoryItemDiscountRegExp))
})

export type UserFundingHistoryItem = zod.input<typeof UserFundingHistoryItem>;
export type UserFundingHistoryItemOutput = zod.output<typeof UserFundingHistoryItem>;
