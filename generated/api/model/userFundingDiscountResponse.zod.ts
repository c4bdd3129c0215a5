/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const userFundingDiscountResponseDataHoldingLevelMin = 0;
export const userFundingDiscountResponseDataHoldingLevelMax = 10;

export const userFundingDiscountResponseDataDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingDiscountResponseDataHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const UserFundingDiscountResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "holdingLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(userFundingDiscountResponseDataHoldingLevelMin)).check(/*#__PURE__*/ zod.lte(userFundingDiscountResponseDataHoldingLevelMax)),
  "discount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', userFundingDiscountResponseDataDiscountRegExp),
  "hold": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', userFundingDiscountResponseDataHoldRegExp)
})
})

export type UserFundingDiscountResponse = zod.input<typeof UserFundingDiscountResponse>;
export type UserFundingDiscountResponseOutput = zod.output<typeof UserFundingDiscountResponse>;
