/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const subAccountBalancesResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const subAccountBalancesResponseDataItemMainRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalancesResponseDataItemSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const subAccountBalancesResponseDataItemCollateralRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SubAccountBalancesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', subAccountBalancesResponseDataItemTickerRegExp),
  "main": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountBalancesResponseDataItemMainRegExp),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountBalancesResponseDataItemSpotRegExp),
  "collateral": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', subAccountBalancesResponseDataItemCollateralRegExp)
}))
})

export type SubAccountBalancesResponse = zod.input<typeof SubAccountBalancesResponse>;
export type SubAccountBalancesResponseOutput = zod.output<typeof SubAccountBalancesResponse>;
