/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtOwningLevelLevelMin = 0;
export const wbtOwningLevelLevelMax = 10;

export const wbtOwningLevelMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtOwningLevelTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtOwningLevelMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtOwningLevel = /*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtOwningLevelLevelMin)).check(/*#__PURE__*/ zod.lte(wbtOwningLevelLevelMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtOwningLevelMinAmountRegExp),
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtOwningLevelTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtOwningLevelMakerFeeDiscountRegExp)
})

export type WbtOwningLevel = zod.input<typeof WbtOwningLevel>;
export type WbtOwningLevelOutput = zod.output<typeof WbtOwningLevel>;
