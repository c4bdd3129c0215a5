/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const userFundingDiscountHoldingLevelMin = 0;
export const userFundingDiscountHoldingLevelMax = 10;

export const userFundingDiscountDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingDiscountHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const UserFundingDiscount = /*#__PURE__*/ zod.object({
  "holdingLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(userFundingDiscountHoldingLevelMin)).check(/*#__PURE__*/ zod.lte(userFundingDiscountHoldingLevelMax)),
  "discount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', userFundingDiscountDiscountRegExp),
  "hold": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', userFundingDiscountHoldRegExp)
})

export type UserFundingDiscount = zod.input<typeof UserFundingDiscount>;
export type UserFundingDiscountOutput = zod.output<typeof UserFundingDiscount>;
