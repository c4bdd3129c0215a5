/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtHoldingFundingDiscountLevelMin = 0;
export const wbtHoldingFundingDiscountLevelMax = 10;

export const wbtHoldingFundingDiscountDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldingFundingDiscount = zod.object({
  "level": zod.int().min(wbtHoldingFundingDiscountLevelMin).max(wbtHoldingFundingDiscountLevelMax),
  "discount": zod.stringFormat('percent-unsigned', wbtHoldingFundingDiscountDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The funding discount of a WBT holding level (user benefits `holding.fundingDiscount`). Assumption: the path\'s `{x}` is read as the holding level.')

export type WbtHoldingFundingDiscount = zod.input<typeof WbtHoldingFundingDiscount>;
export type WbtHoldingFundingDiscountOutput = zod.output<typeof WbtHoldingFundingDiscount>;
