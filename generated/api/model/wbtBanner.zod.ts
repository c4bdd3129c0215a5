/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtBannerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerHoldingAprRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBanner = /*#__PURE__*/ zod.object({
  "price": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBannerPriceRegExp),
  "change": /*#__PURE__*/ zod.stringFormat('percent', wbtBannerChangeRegExp),
  "holdingApr": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBannerHoldingAprRegExp),
  "totalBurned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBannerTotalBurnedRegExp)
})

export type WbtBanner = zod.input<typeof WbtBanner>;
export type WbtBannerOutput = zod.output<typeof WbtBanner>;
