/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marginAssetTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marginAssetCollateralWeightRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginAssetHourlyBorrowRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginAssetMaxBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginAsset = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', marginAssetTickerRegExp),
  "collateralWeight": /*#__PURE__*/ zod.stringFormat('percent-unsigned', marginAssetCollateralWeightRegExp),
  "borrowEnabled": /*#__PURE__*/ zod.boolean(),
  "hourlyBorrowRate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', marginAssetHourlyBorrowRateRegExp)),
  "maxBorrow": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginAssetMaxBorrowRegExp))
})

export type MarginAsset = zod.input<typeof MarginAsset>;
export type MarginAssetOutput = zod.output<typeof MarginAsset>;
