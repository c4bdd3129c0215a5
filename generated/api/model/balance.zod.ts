/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const balanceTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const balanceTotalDefault = `0`;
export const balanceTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceMainDefault = `0`;
export const balanceMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceSpotDefault = `0`;
export const balanceSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceMarginDefault = `0`;
export const balanceMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceStakingDefault = `0`;
export const balanceStakingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceSpotInOrdersDefault = `0`;
export const balanceSpotInOrdersRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceSpotAvailableDefault = `0`;
export const balanceSpotAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceWithBorrowDefault = `0`;
export const balanceWithBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceWithoutBorrowDefault = `0`;
export const balanceWithoutBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceBorrowDefault = `0`;
export const balanceBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const balanceHoldDefault = `0`;
export const balanceHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const Balance = zod.object({
  "ticker": zod.stringFormat('ticker', balanceTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "total": zod.stringFormat('decimal-unsigned', balanceTotalRegExp).default(balanceTotalDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "main": zod.stringFormat('decimal-unsigned', balanceMainRegExp).default(balanceMainDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spot": zod.stringFormat('decimal-unsigned', balanceSpotRegExp).default(balanceSpotDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "margin": zod.stringFormat('decimal-unsigned', balanceMarginRegExp).default(balanceMarginDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "staking": zod.stringFormat('decimal-unsigned', balanceStakingRegExp).default(balanceStakingDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotInOrders": zod.stringFormat('decimal-unsigned', balanceSpotInOrdersRegExp).default(balanceSpotInOrdersDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "spotAvailable": zod.stringFormat('decimal-unsigned', balanceSpotAvailableRegExp).default(balanceSpotAvailableDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withBorrow": zod.stringFormat('decimal-unsigned', balanceWithBorrowRegExp).default(balanceWithBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "withoutBorrow": zod.stringFormat('decimal-unsigned', balanceWithoutBorrowRegExp).default(balanceWithoutBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "borrow": zod.stringFormat('decimal-unsigned', balanceBorrowRegExp).default(balanceBorrowDefault).describe('An amount of a balance; "0" when the server leaves it out.'),
  "hold": zod.stringFormat('decimal-unsigned', balanceHoldRegExp).default(balanceHoldDefault).describe('An amount of a balance; "0" when the server leaves it out.')
}).describe('The balance of one ticker (section 3 "Balance per ticker"): decimal strings, "0" when absent. Assumption: the web API answers with a list whose entries carry their ticker, and a kind\'s call (GET /v2/balances/{type}) may leave out the other kinds\' fields.')

export type Balance = zod.input<typeof Balance>;
export type BalanceOutput = zod.output<typeof Balance>;
