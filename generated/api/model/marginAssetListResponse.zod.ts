/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const marginAssetListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const marginAssetListResponseDataItemCollateralWeightRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginAssetListResponseDataItemHourlyBorrowRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const marginAssetListResponseDataItemMaxBorrowRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MarginAssetListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', marginAssetListResponseDataItemTickerRegExp),
  "collateralWeight": /*#__PURE__*/ zod.stringFormat('percent-unsigned', marginAssetListResponseDataItemCollateralWeightRegExp),
  "borrowEnabled": /*#__PURE__*/ zod.boolean(),
  "hourlyBorrowRate": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('percent-unsigned', marginAssetListResponseDataItemHourlyBorrowRateRegExp)),
  "maxBorrow": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', marginAssetListResponseDataItemMaxBorrowRegExp))
}))
})

export type MarginAssetListResponse = zod.input<typeof MarginAssetListResponse>;
export type MarginAssetListResponseOutput = zod.output<typeof MarginAssetListResponse>;
