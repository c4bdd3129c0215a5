/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const subAccountBalancesResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountBalancesResponseDataItemMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalancesResponseDataItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalancesResponseDataItemCollateralRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SubAccountBalancesResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', subAccountBalancesResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "main": zod.stringFormat('decimal-unsigned', subAccountBalancesResponseDataItemMainRegExp).describe('A DecimalString that is zero or positive.'),
  "spot": zod.stringFormat('decimal-unsigned', subAccountBalancesResponseDataItemSpotRegExp).describe('A DecimalString that is zero or positive.'),
  "collateral": zod.stringFormat('decimal-unsigned', subAccountBalancesResponseDataItemCollateralRegExp).describe('A DecimalString that is zero or positive.')
}).describe('A balance of a sub-account. Assumption: the main, spot and collateral balances of the ticker (decimal strings, default "0").'))
})

export type SubAccountBalancesResponse = zod.input<typeof SubAccountBalancesResponse>;
export type SubAccountBalancesResponseOutput = zod.output<typeof SubAccountBalancesResponse>;
