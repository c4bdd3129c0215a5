/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtHoldingFundingDiscountResponseDataLevelMin = 0;
export const wbtHoldingFundingDiscountResponseDataLevelMax = 10;

export const wbtHoldingFundingDiscountResponseDataDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldingFundingDiscountResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingFundingDiscountResponseDataLevelMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingFundingDiscountResponseDataLevelMax)),
  "discount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtHoldingFundingDiscountResponseDataDiscountRegExp)
})
})

export type WbtHoldingFundingDiscountResponse = zod.input<typeof WbtHoldingFundingDiscountResponse>;
export type WbtHoldingFundingDiscountResponseOutput = zod.output<typeof WbtHoldingFundingDiscountResponse>;
