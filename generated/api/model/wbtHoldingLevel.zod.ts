/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtHoldingLevelLevelMin = 0;
export const wbtHoldingLevelLevelMax = 10;

export const wbtHoldingLevelMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtHoldingLevelFreeAmlChecksMin = 0;
export const wbtHoldingLevelFreeAmlChecksMax = 1000;

export const wbtHoldingLevelFreeWithdrawalsMin = 0;
export const wbtHoldingLevelFreeWithdrawalsMax = 1000;

export const wbtHoldingLevelMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtHoldingLevelReferralRateDefault = 40;
export const wbtHoldingLevelReferralRateMin = 0;
export const wbtHoldingLevelReferralRateMax = 100;

export const wbtHoldingLevelDepositAddressesMin = 0;
export const wbtHoldingLevelDepositAddressesMax = 1000;

export const wbtHoldingLevelFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldingLevel = zod.object({
  "level": zod.int().min(wbtHoldingLevelLevelMin).max(wbtHoldingLevelLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', wbtHoldingLevelMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "freeAmlChecks": zod.int().min(wbtHoldingLevelFreeAmlChecksMin).max(wbtHoldingLevelFreeAmlChecksMax),
  "freeWithdrawals": zod.int().min(wbtHoldingLevelFreeWithdrawalsMin).max(wbtHoldingLevelFreeWithdrawalsMax),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', wbtHoldingLevelMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.int().min(wbtHoldingLevelReferralRateMin).max(wbtHoldingLevelReferralRateMax).default(wbtHoldingLevelReferralRateDefault).describe('Referral rate in percent (default 40).'),
  "depositAddresses": zod.int().min(wbtHoldingLevelDepositAddressesMin).max(wbtHoldingLevelDepositAddressesMax),
  "fundingDiscount": zod.stringFormat('percent-unsigned', wbtHoldingLevelFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT holding level (the fields of the user benefits `holding` block, section 3). Assumption: `minAmount` is the WBT to hold for the level.')

export type WbtHoldingLevel = zod.input<typeof WbtHoldingLevel>;
export type WbtHoldingLevelOutput = zod.output<typeof WbtHoldingLevel>;
