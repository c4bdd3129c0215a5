/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsBenefitsHoldingLevelMin = 0;
export const settingsBenefitsHoldingLevelMax = 10;

export const settingsBenefitsOwningLevelMin = 0;
export const settingsBenefitsOwningLevelMax = 10;

export const settingsBenefitsHoldingFreeAmlChecksMin = 0;

export const settingsBenefitsHoldingFreeWithdrawalsMin = 0;

export const settingsBenefitsHoldingMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsBenefitsHoldingReferralRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsBenefitsHoldingDepositAddressesMin = 0;

export const settingsBenefitsHoldingFundingDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsBenefitsOwningTakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsBenefitsOwningMakerFeeDiscountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SettingsBenefits = zod.object({
  "holdingLevel": zod.int().min(settingsBenefitsHoldingLevelMin).max(settingsBenefitsHoldingLevelMax),
  "owningLevel": zod.int().min(settingsBenefitsOwningLevelMin).max(settingsBenefitsOwningLevelMax),
  "holding": zod.object({
  "freeAmlChecks": zod.int().min(settingsBenefitsHoldingFreeAmlChecksMin),
  "freeWithdrawals": zod.int().min(settingsBenefitsHoldingFreeWithdrawalsMin),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', settingsBenefitsHoldingMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "referralRate": zod.stringFormat('percent-unsigned', settingsBenefitsHoldingReferralRateRegExp).describe('The referral reward rate in percent (default 40).'),
  "depositAddresses": zod.int().min(settingsBenefitsHoldingDepositAddressesMin).describe('How many deposit addresses per currency the level allows.'),
  "fundingDiscount": zod.stringFormat('percent-unsigned', settingsBenefitsHoldingFundingDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}),
  "owning": zod.object({
  "takerFeeDiscount": zod.stringFormat('percent-unsigned', settingsBenefitsOwningTakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "makerFeeDiscount": zod.stringFormat('percent-unsigned', settingsBenefitsOwningMakerFeeDiscountRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
})
}).describe('The native-token benefits (section 3 "benefits"; replaced by the benefitLevelUpdate socket event). Percentages are decimal strings.')

export type SettingsBenefits = zod.input<typeof SettingsBenefits>;
export type SettingsBenefitsOutput = zod.output<typeof SettingsBenefits>;
