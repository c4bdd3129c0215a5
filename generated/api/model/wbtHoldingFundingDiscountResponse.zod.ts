/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtHoldingFundingDiscountResponseDataLevelMin = 0;
export const wbtHoldingFundingDiscountResponseDataLevelMax = 10;

export const wbtHoldingFundingDiscountResponseDataDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldingFundingDiscountResponse = zod.object({
  "data": zod.object({
  "level": zod.int().min(wbtHoldingFundingDiscountResponseDataLevelMin).max(wbtHoldingFundingDiscountResponseDataLevelMax),
  "discount": zod.stringFormat('percent-unsigned', wbtHoldingFundingDiscountResponseDataDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The funding discount of a WBT holding level (user benefits `holding.fundingDiscount`). Assumption: the path\'s `{x}` is read as the holding level.')
})

export type WbtHoldingFundingDiscountResponse = zod.input<typeof WbtHoldingFundingDiscountResponse>;
export type WbtHoldingFundingDiscountResponseOutput = zod.output<typeof WbtHoldingFundingDiscountResponse>;
