/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const WbtBenefitsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "holding": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsResponseDataHoldingItemLevelMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsResponseDataHoldingItemLevelMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBenefitsResponseDataHoldingItemMinAmountRegExp),
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsResponseDataHoldingItemFreeAmlChecksMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsResponseDataHoldingItemFreeAmlChecksMax)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsResponseDataHoldingItemFreeWithdrawalsMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsResponseDataHoldingItemFreeWithdrawalsMax)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataHoldingItemMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsResponseDataHoldingItemReferralRateMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsResponseDataHoldingItemReferralRateMax)), wbtBenefitsResponseDataHoldingItemReferralRateDefault),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsResponseDataHoldingItemDepositAddressesMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsResponseDataHoldingItemDepositAddressesMax)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataHoldingItemFundingDiscountRegExp)
})),
  "owning": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtBenefitsResponseDataOwningItemLevelMin)).check(/*#__PURE__*/ zod.lte(wbtBenefitsResponseDataOwningItemLevelMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtBenefitsResponseDataOwningItemMinAmountRegExp),
  "takerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataOwningItemTakerFeeDiscountRegExp),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtBenefitsResponseDataOwningItemMakerFeeDiscountRegExp)
}))
})
})

export type WbtBenefitsResponse = zod.input<typeof WbtBenefitsResponse>;
export type WbtBenefitsResponseOutput = zod.output<typeof WbtBenefitsResponse>;
