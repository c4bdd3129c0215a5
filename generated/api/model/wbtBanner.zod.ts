/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtBannerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerChangeRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerHoldingAprRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBannerTotalBurnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBanner = zod.object({
  "price": zod.stringFormat('decimal-unsigned', wbtBannerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "change": zod.stringFormat('percent', wbtBannerChangeRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.'),
  "holdingApr": zod.stringFormat('percent-unsigned', wbtBannerHoldingAprRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "totalBurned": zod.stringFormat('decimal-unsigned', wbtBannerTotalBurnedRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The figures of the WBT banner. Assumption: the spec names the call only; price, 24 h change, holding APR and the total burned are invented.')

export type WbtBanner = zod.input<typeof WbtBanner>;
export type WbtBannerOutput = zod.output<typeof WbtBanner>;
