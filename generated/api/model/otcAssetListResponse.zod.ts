/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const otcAssetListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const otcAssetListResponseDataItemQuotesItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const otcAssetListResponseDataItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcAssetListResponseDataItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const otcAssetListResponseDataItemDecimalsMin = 0;
export const otcAssetListResponseDataItemDecimalsMax = 18;


export const OtcAssetListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', otcAssetListResponseDataItemTickerRegExp),
  "quotes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', otcAssetListResponseDataItemQuotesItemRegExp)).check(/*#__PURE__*/ zod.minLength(1)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcAssetListResponseDataItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', otcAssetListResponseDataItemMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(otcAssetListResponseDataItemDecimalsMin)).check(/*#__PURE__*/ zod.lte(otcAssetListResponseDataItemDecimalsMax))
}))
})

export type OtcAssetListResponse = zod.input<typeof OtcAssetListResponse>;
export type OtcAssetListResponseOutput = zod.output<typeof OtcAssetListResponse>;
