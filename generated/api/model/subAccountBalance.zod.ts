/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountBalanceTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountBalanceMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalanceSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalanceCollateralRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SubAccountBalance = zod.object({
  "ticker": zod.stringFormat('ticker', subAccountBalanceTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "main": zod.stringFormat('decimal-unsigned', subAccountBalanceMainRegExp).describe('A DecimalString that is zero or positive.'),
  "spot": zod.stringFormat('decimal-unsigned', subAccountBalanceSpotRegExp).describe('A DecimalString that is zero or positive.'),
  "collateral": zod.stringFormat('decimal-unsigned', subAccountBalanceCollateralRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A balance of a sub-account. Assumption: the main, spot and collateral balances of the ticker (decimal strings, default "0").')

export type SubAccountBalance = zod.input<typeof SubAccountBalance>;
export type SubAccountBalanceOutput = zod.output<typeof SubAccountBalance>;
