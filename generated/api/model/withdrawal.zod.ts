/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const withdrawalUniqueIdMax = 64;

export const withdrawalTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawalNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const withdrawalAddressMax = 128;

export const withdrawalMemoMax = 64;

export const withdrawalAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawalFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawalReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawalCreatedAtMin = 0;

export const withdrawalCompletedAtMin = 0;

export const withdrawalTxHashMax = 128;

export const withdrawalProviderMax = 64;

export const withdrawalTravelRuleVaspIdMax = 64;

export const withdrawalTravelRuleBeneficiaryNameMin = 2;
export const withdrawalTravelRuleBeneficiaryNameMax = 128;

export const withdrawalTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');

export const Withdrawal = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalUniqueIdMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', withdrawalTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', withdrawalNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(withdrawalMemoMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawalAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawalFeeRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawalReceiveRegExp),
  "status": /*#__PURE__*/ zod.enum(['unconfirmed', 'pending', 'completed', 'cancelled']),
  "confirmWith": /*#__PURE__*/ zod.enum(['totp', 'email']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawalCreatedAtMin)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawalCompletedAtMin))),
  "txHash": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalTxHashMax))),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalProviderMax))),
  "travelRule": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalTravelRuleVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(withdrawalTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(withdrawalTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', withdrawalTravelRuleBeneficiaryCountryRegExp)
}))
})

export type Withdrawal = zod.input<typeof Withdrawal>;
export type WithdrawalOutput = zod.output<typeof Withdrawal>;
