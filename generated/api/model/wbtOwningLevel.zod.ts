/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtOwningLevelLevelMin = 0;
export const wbtOwningLevelLevelMax = 10;

export const wbtOwningLevelMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtOwningLevelTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtOwningLevelMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtOwningLevel = zod.object({
  "level": zod.int().min(wbtOwningLevelLevelMin).max(wbtOwningLevelLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', wbtOwningLevelMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', wbtOwningLevelTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', wbtOwningLevelMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT owning level (the fields of the user benefits `owning` block, section 3). Assumption: `minAmount` is the WBT to own for the level.')

export type WbtOwningLevel = zod.input<typeof WbtOwningLevel>;
export type WbtOwningLevelOutput = zod.output<typeof WbtOwningLevel>;
