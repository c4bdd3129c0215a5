/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const WbtBenefits = /*#__PURE__*/ zod.object({
  "holding": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsHoldingItemLevelMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsHoldingItemLevelMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBenefitsHoldingItemMinAmountRegExp),
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsHoldingItemFreeAmlChecksMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsHoldingItemFreeAmlChecksMax)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsHoldingItemFreeWithdrawalsMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsHoldingItemFreeWithdrawalsMax)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsHoldingItemMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsHoldingItemReferralRateMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsHoldingItemReferralRateMax)), wbtBenefitsHoldingItemReferralRateDefault),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsHoldingItemDepositAddressesMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsHoldingItemDepositAddressesMax)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsHoldingItemFundingDiscountRegExp)
})),
  "owning": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsOwningItemLevelMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsOwningItemLevelMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBenefitsOwningItemMinAmountRegExp),
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsOwningItemTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsOwningItemMakerFeeDiscountRegExp)
}))
})

export type WbtBenefits = zod.input<typeof WbtBenefits>;
export type WbtBenefitsOutput = zod.output<typeof WbtBenefits>;
