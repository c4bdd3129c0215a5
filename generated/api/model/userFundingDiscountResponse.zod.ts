/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const userFundingDiscountResponseDataHoldingLevelMin = 0;
export const userFundingDiscountResponseDataHoldingLevelMax = 10;

export const userFundingDiscountResponseDataDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingDiscountResponseDataHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const UserFundingDiscountResponse = zod.object({
  "data": zod.object({
  "holdingLevel": zod.int().min(userFundingDiscountResponseDataHoldingLevelMin).max(userFundingDiscountResponseDataHoldingLevelMax),
  "discount": zod.stringFormat('percent-unsigned', userFundingDiscountResponseDataDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "hold": zod.stringFormat('decimal-unsigned', userFundingDiscountResponseDataHoldRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The user\'s current funding discount from holding WBT. Assumption: the fields are modelled on the user benefits (`holdingLevel`, `holding.fundingDiscount`) plus the held amount.')
})

export type UserFundingDiscountResponse = zod.input<typeof UserFundingDiscountResponse>;
export type UserFundingDiscountResponseOutput = zod.output<typeof UserFundingDiscountResponse>;
