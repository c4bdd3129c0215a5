/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const balanceListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceListResponseDataItemTotalDefault = `0`;
export const balanceListResponseDataItemTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemMainDefault = `0`;
export const balanceListResponseDataItemMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemSpotDefault = `0`;
export const balanceListResponseDataItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemMarginDefault = `0`;
export const balanceListResponseDataItemMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemStakingDefault = `0`;
export const balanceListResponseDataItemStakingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemSpotInOrdersDefault = `0`;
export const balanceListResponseDataItemSpotInOrdersRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemSpotAvailableDefault = `0`;
export const balanceListResponseDataItemSpotAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemWithBorrowDefault = `0`;
export const balanceListResponseDataItemWithBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemWithoutBorrowDefault = `0`;
export const balanceListResponseDataItemWithoutBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemBorrowDefault = `0`;
export const balanceListResponseDataItemBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceListResponseDataItemHoldDefault = `0`;
export const balanceListResponseDataItemHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', balanceListResponseDataItemTickerRegExp),
  "total": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemTotalRegExp), balanceListResponseDataItemTotalDefault),
  "main": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemMainRegExp), balanceListResponseDataItemMainDefault),
  "spot": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemSpotRegExp), balanceListResponseDataItemSpotDefault),
  "margin": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemMarginRegExp), balanceListResponseDataItemMarginDefault),
  "staking": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemStakingRegExp), balanceListResponseDataItemStakingDefault),
  "spotInOrders": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemSpotInOrdersRegExp), balanceListResponseDataItemSpotInOrdersDefault),
  "spotAvailable": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemSpotAvailableRegExp), balanceListResponseDataItemSpotAvailableDefault),
  "withBorrow": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemWithBorrowRegExp), balanceListResponseDataItemWithBorrowDefault),
  "withoutBorrow": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemWithoutBorrowRegExp), balanceListResponseDataItemWithoutBorrowDefault),
  "borrow": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemBorrowRegExp), balanceListResponseDataItemBorrowDefault),
  "hold": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceListResponseDataItemHoldRegExp), balanceListResponseDataItemHoldDefault)
}))
})

export type BalanceListResponse = zod.input<typeof BalanceListResponse>;
export type BalanceListResponseOutput = zod.output<typeof BalanceListResponse>;
