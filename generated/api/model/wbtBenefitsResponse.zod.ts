/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtBenefitsResponseDataHoldingItemLevelMin = 0;
export const wbtBenefitsResponseDataHoldingItemLevelMax = 10;

export const wbtBenefitsResponseDataHoldingItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsResponseDataHoldingItemFreeAmlChecksMin = 0;
export const wbtBenefitsResponseDataHoldingItemFreeAmlChecksMax = 1000;

export const wbtBenefitsResponseDataHoldingItemFreeWithdrawalsMin = 0;
export const wbtBenefitsResponseDataHoldingItemFreeWithdrawalsMax = 1000;

export const wbtBenefitsResponseDataHoldingItemMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsResponseDataHoldingItemReferralRateDefault = 40;
export const wbtBenefitsResponseDataHoldingItemReferralRateMin = 0;
export const wbtBenefitsResponseDataHoldingItemReferralRateMax = 100;

export const wbtBenefitsResponseDataHoldingItemDepositAddressesMin = 0;
export const wbtBenefitsResponseDataHoldingItemDepositAddressesMax = 1000;

export const wbtBenefitsResponseDataHoldingItemFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsResponseDataOwningItemLevelMin = 0;
export const wbtBenefitsResponseDataOwningItemLevelMax = 10;

export const wbtBenefitsResponseDataOwningItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsResponseDataOwningItemTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtBenefitsResponseDataOwningItemMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtBenefitsResponse = zod.object({
  "data": zod.object({
  "holding": zod.array(zod.object({
  "level": zod.int().min(wbtBenefitsResponseDataHoldingItemLevelMin).max(wbtBenefitsResponseDataHoldingItemLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', wbtBenefitsResponseDataHoldingItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "freeAmlChecks": zod.int().min(wbtBenefitsResponseDataHoldingItemFreeAmlChecksMin).max(wbtBenefitsResponseDataHoldingItemFreeAmlChecksMax),
  "freeWithdrawals": zod.int().min(wbtBenefitsResponseDataHoldingItemFreeWithdrawalsMin).max(wbtBenefitsResponseDataHoldingItemFreeWithdrawalsMax),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataHoldingItemMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.int().min(wbtBenefitsResponseDataHoldingItemReferralRateMin).max(wbtBenefitsResponseDataHoldingItemReferralRateMax).default(wbtBenefitsResponseDataHoldingItemReferralRateDefault).describe('Referral rate in percent (default 40).'),
  "depositAddresses": zod.int().min(wbtBenefitsResponseDataHoldingItemDepositAddressesMin).max(wbtBenefitsResponseDataHoldingItemDepositAddressesMax),
  "fundingDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataHoldingItemFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT holding level (the fields of the user benefits `holding` block, section 3). Assumption: `minAmount` is the WBT to hold for the level.')),
  "owning": zod.array(zod.object({
  "level": zod.int().min(wbtBenefitsResponseDataOwningItemLevelMin).max(wbtBenefitsResponseDataOwningItemLevelMax),
  "minAmount": zod.stringFormat('decimal-unsigned', wbtBenefitsResponseDataOwningItemMinAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataOwningItemTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataOwningItemMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The benefits of one WBT owning level (the fields of the user benefits `owning` block, section 3). Assumption: `minAmount` is the WBT to own for the level.'))
}).describe('The WBT benefit levels for holding and for owning. Assumption: the call lists every level (the /wbt page\'s table); the user\'s own levels come with the session (benefits.holdingLevel, owningLevel).')
})

export type WbtBenefitsResponse = zod.input<typeof WbtBenefitsResponse>;
export type WbtBenefitsResponseOutput = zod.output<typeof WbtBenefitsResponse>;
