/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountBalanceTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountBalanceMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalanceSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalanceCollateralRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SubAccountBalance = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', subAccountBalanceTickerRegExp),
  "main": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountBalanceMainRegExp),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountBalanceSpotRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountBalanceCollateralRegExp)
})

export type SubAccountBalance = zod.input<typeof SubAccountBalance>;
export type SubAccountBalanceOutput = zod.output<typeof SubAccountBalance>;
