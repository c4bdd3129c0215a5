/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

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

export const WbtHoldingLevel = /*#__PURE__*/ zod.object({
  "level": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingLevelLevelMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingLevelLevelMax)),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtHoldingLevelMinAmountRegExp),
  "freeAmlChecks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingLevelFreeAmlChecksMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingLevelFreeAmlChecksMax)),
  "freeWithdrawals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingLevelFreeWithdrawalsMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingLevelFreeWithdrawalsMax)),
  "makerFeeDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtHoldingLevelMakerFeeDiscountRegExp),
  "referralRate": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingLevelReferralRateMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingLevelReferralRateMax)), wbtHoldingLevelReferralRateDefault),
  "depositAddresses": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtHoldingLevelDepositAddressesMin)).check(/*#__PURE__*/ zod.lte(wbtHoldingLevelDepositAddressesMax)),
  "fundingDiscount": /*#__PURE__*/ zod.stringFormat('percent-unsigned', wbtHoldingLevelFundingDiscountRegExp)
})

export type WbtHoldingLevel = zod.input<typeof WbtHoldingLevel>;
export type WbtHoldingLevelOutput = zod.output<typeof WbtHoldingLevel>;
