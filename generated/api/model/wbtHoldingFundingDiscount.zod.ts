/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtHoldingFundingDiscountLevelMin = 0;
export const wbtHoldingFundingDiscountLevelMax = 10;

export const wbtHoldingFundingDiscountDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldingFundingDiscount = /*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingFundingDiscountLevelMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingFundingDiscountLevelMax)),
  "discount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtHoldingFundingDiscountDiscountRegExp)
})

export type WbtHoldingFundingDiscount = zod.input<typeof WbtHoldingFundingDiscount>;
export type WbtHoldingFundingDiscountOutput = zod.output<typeof WbtHoldingFundingDiscount>;
