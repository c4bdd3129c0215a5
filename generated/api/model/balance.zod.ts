/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const Balance = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', balanceTickerRegExp),
  "total": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceTotalRegExp), balanceTotalDefault),
  "main": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceMainRegExp), balanceMainDefault),
  "spot": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceSpotRegExp), balanceSpotDefault),
  "margin": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceMarginRegExp), balanceMarginDefault),
  "staking": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceStakingRegExp), balanceStakingDefault),
  "spotInOrders": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceSpotInOrdersRegExp), balanceSpotInOrdersDefault),
  "spotAvailable": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceSpotAvailableRegExp), balanceSpotAvailableDefault),
  "withBorrow": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceWithBorrowRegExp), balanceWithBorrowDefault),
  "withoutBorrow": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceWithoutBorrowRegExp), balanceWithoutBorrowDefault),
  "borrow": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceBorrowRegExp), balanceBorrowDefault),
  "hold": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', balanceHoldRegExp), balanceHoldDefault)
})

export type Balance = zod.input<typeof Balance>;
export type BalanceOutput = zod.output<typeof Balance>;
