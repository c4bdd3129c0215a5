/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtBannerResponseDataPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerResponseDataChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerResponseDataHoldingAprRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerResponseDataTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBannerResponse = zod.object({
  "data": zod.object({
  "price": zod.stringFormat('decimal-unsigned', wbtBannerResponseDataPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', wbtBannerResponseDataChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "holdingApr": zod.stringFormat('percent-unsigned', wbtBannerResponseDataHoldingAprRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "totalBurned": zod.stringFormat('decimal-unsigned', wbtBannerResponseDataTotalBurnedRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The figures of the WBT banner. Assumption: the spec names the call only; price, 24 h change, holding APR and the total burned are invented.')
})

export type WbtBannerResponse = zod.input<typeof WbtBannerResponse>;
export type WbtBannerResponseOutput = zod.output<typeof WbtBannerResponse>;
