/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

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

export const BalanceListResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', balanceListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "total": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemTotalRegExp).default(balanceListResponseDataItemTotalDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "main": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemMainRegExp).default(balanceListResponseDataItemMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spot": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemSpotRegExp).default(balanceListResponseDataItemSpotDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "margin": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemMarginRegExp).default(balanceListResponseDataItemMarginDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "staking": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemStakingRegExp).default(balanceListResponseDataItemStakingDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotInOrders": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemSpotInOrdersRegExp).default(balanceListResponseDataItemSpotInOrdersDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotAvailable": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemSpotAvailableRegExp).default(balanceListResponseDataItemSpotAvailableDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withBorrow": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemWithBorrowRegExp).default(balanceListResponseDataItemWithBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withoutBorrow": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemWithoutBorrowRegExp).default(balanceListResponseDataItemWithoutBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "borrow": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemBorrowRegExp).default(balanceListResponseDataItemBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', balanceListResponseDataItemHoldRegExp).default(balanceListResponseDataItemHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The balance of one ticker (section 3 "Balance per ticker"): decimal strings, "0" when absent. Assumption: the web API answers with a list whose entries carry their ticker, and a kind\'s call (GET /v2/balances/{type}) may leave out the other kinds\' fields.'))
})

export type BalanceListResponse = zod.input<typeof BalanceListResponse>;
export type BalanceListResponseOutput = zod.output<typeof BalanceListResponse>;
