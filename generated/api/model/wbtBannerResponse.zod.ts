/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtBannerResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerResponseDataChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerResponseDataHoldingAprRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerResponseDataTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBannerResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBannerResponseDataPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', wbtBannerResponseDataChangeRegExp),
  "holdingApr": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBannerResponseDataHoldingAprRegExp),
  "totalBurned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBannerResponseDataTotalBurnedRegExp)
})
})

export type WbtBannerResponse = zod.input<typeof WbtBannerResponse>;
export type WbtBannerResponseOutput = zod.output<typeof WbtBannerResponse>;
