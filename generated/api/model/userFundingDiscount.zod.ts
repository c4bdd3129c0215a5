/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const userFundingDiscountHoldingLevelMin = 0;
export const userFundingDiscountHoldingLevelMax = 10;

export const userFundingDiscountDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const userFundingDiscountHoldRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const UserFundingDiscount = zod.object({
  "holdingLevel": zod.int().min(userFundingDiscountHoldingLevelMin).max(userFundingDiscountHoldingLevelMax),
  "discount": zod.stringFormat('percent-unsigned', userFundingDiscountDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "hold": zod.stringFormat('decimal-unsigned', userFundingDiscountHoldRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The user\'s current funding discount from holding WBT. Assumption: the fields are modelled on the user benefits (`holdingLevel`, `holding.fundingDiscount`) plus the held amount.')

export type UserFundingDiscount = zod.input<typeof UserFundingDiscount>;
export type UserFundingDiscountOutput = zod.output<typeof UserFundingDiscount>;
