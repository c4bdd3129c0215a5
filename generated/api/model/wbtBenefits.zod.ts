/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtBenefitsHoldingItemLevelMin = 0;
export const wbtBenefitsHoldingItemLevelMax = 10;

export const wbtBenefitsHoldingItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsHoldingItemFreeAmlChecksMin = 0;
export const wbtBenefitsHoldingItemFreeAmlChecksMax = 1000;

export const wbtBenefitsHoldingItemFreeWithdrawalsMin = 0;
export const wbtBenefitsHoldingItemFreeWithdrawalsMax = 1000;

export const wbtBenefitsHoldingItemMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsHoldingItemReferralRateDefault = 40;
export const wbtBenefitsHoldingItemReferralRateMin = 0;
export const wbtBenefitsHoldingItemReferralRateMax = 100;

export const wbtBenefitsHoldingItemDepositAddressesMin = 0;
export const wbtBenefitsHoldingItemDepositAddressesMax = 1000;

export const wbtBenefitsHoldingItemFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsOwningItemLevelMin = 0;
export const wbtBenefitsOwningItemLevelMax = 10;

export const wbtBenefitsOwningItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsOwningItemTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsOwningItemMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBenefits = zod.object({
  "holding": zod.array(zod.object({
  "level": zod.int().min(wbtBenefitsHoldingItemLevelMin).max(wbtBenefitsHoldingItemLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', wbtBenefitsHoldingItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "freeAmlChecks": zod.int().min(wbtBenefitsHoldingItemFreeAmlChecksMin).max(wbtBenefitsHoldingItemFreeAmlChecksMax),
  "freeWithdrawals": zod.int().min(wbtBenefitsHoldingItemFreeWithdrawalsMin).max(wbtBenefitsHoldingItemFreeWithdrawalsMax),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsHoldingItemMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.int().min(wbtBenefitsHoldingItemReferralRateMin).max(wbtBenefitsHoldingItemReferralRateMax).default(wbtBenefitsHoldingItemReferralRateDefault).describe('Referral rate in percent (default 40).'),
  "depositAddresses": zod.int().min(wbtBenefitsHoldingItemDepositAddressesMin).max(wbtBenefitsHoldingItemDepositAddressesMax),
  "fundingDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsHoldingItemFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT holding level (the fields of the user benefits `holding` block, section 3). Assumption: `minAmount` is the WBT to hold for the level.')),
  "owning": zod.array(zod.object({
  "level": zod.int().min(wbtBenefitsOwningItemLevelMin).max(wbtBenefitsOwningItemLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', wbtBenefitsOwningItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsOwningItemTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsOwningItemMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT owning level (the fields of the user benefits `owning` block, section 3). Assumption: `minAmount` is the WBT to own for the level.'))
}).describe('The WBT benefit levels for holding and for owning. Assumption: the call lists every level (the /wbt page\'s table); the user\'s own levels come with the session (benefits.holdingLevel, owningLevel).')

export type WbtBenefits = zod.input<typeof WbtBenefits>;
export type WbtBenefitsOutput = zod.output<typeof WbtBenefits>;
