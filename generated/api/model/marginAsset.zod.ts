/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const marginAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marginAssetCollateralWeightRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginAssetHourlyBorrowRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginAssetMaxBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginAsset = zod.object({
  "ticker": zod.stringFormat('ticker', marginAssetTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "collateralWeight": zod.stringFormat('percent-unsigned', marginAssetCollateralWeightRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "borrowEnabled": zod.boolean(),
  "hourlyBorrowRate": zod.stringFormat('percent-unsigned', marginAssetHourlyBorrowRateRegExp).optional().describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "maxBorrow": zod.stringFormat('decimal-unsigned', marginAssetMaxBorrowRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('An asset of the margin (collateral) account. Assumption: the spec names the call only (and the collateral-weight page); the fields are the asset\'s collateral weight in percent, whether it can be borrowed and its hourly borrow rate, as the trade API v4 borrow records and the collateral-weight page suggest.')

export type MarginAsset = zod.input<typeof MarginAsset>;
export type MarginAssetOutput = zod.output<typeof MarginAsset>;
