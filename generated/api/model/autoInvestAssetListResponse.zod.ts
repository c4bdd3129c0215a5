/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestAssetListResponseDataItemQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestAssetListResponseDataItemAssetsItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const AutoInvestAssetListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestAssetListResponseDataItemQuoteRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', autoInvestAssetListResponseDataItemAssetsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1))
}))
})

export type AutoInvestAssetListResponse = zod.input<typeof AutoInvestAssetListResponse>;
export type AutoInvestAssetListResponseOutput = zod.output<typeof AutoInvestAssetListResponse>;
