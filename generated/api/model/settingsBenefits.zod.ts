/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const SettingsBenefits = /*#__PURE__*/ zod.object({
  "holdingLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBenefitsHoldingLevelMin)).check(/*#__PURE__*/ zod.lte(settingsBenefitsHoldingLevelMax)),
  "owningLevel": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBenefitsOwningLevelMin)).check(/*#__PURE__*/ zod.lte(settingsBenefitsOwningLevelMax)),
  "holding": /*#__PURE__*/ zod.object({
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBenefitsHoldingFreeAmlChecksMin)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBenefitsHoldingFreeWithdrawalsMin)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsBenefitsHoldingMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsBenefitsHoldingReferralRateRegExp),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsBenefitsHoldingDepositAddressesMin)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsBenefitsHoldingFundingDiscountRegExp)
}),
  "owning": /*#__PURE__*/ zod.object({
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsBenefitsOwningTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsBenefitsOwningMakerFeeDiscountRegExp)
})
})

export type SettingsBenefits = zod.input<typeof SettingsBenefits>;
export type SettingsBenefitsOutput = zod.output<typeof SettingsBenefits>;
