/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const withdrawalResponseDataUniqueIdMax = 64;

export const withdrawalResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawalResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const withdrawalResponseDataAddressMax = 128;

export const withdrawalResponseDataMemoMax = 64;

export const withdrawalResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawalResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawalResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawalResponseDataCreatedAtMin = 0;

export const withdrawalResponseDataCompletedAtMin = 0;

export const withdrawalResponseDataTxHashMax = 128;

export const withdrawalResponseDataProviderMax = 64;

export const withdrawalResponseDataTravelRuleVaspIdMax = 64;

export const withdrawalResponseDataTravelRuleBeneficiaryNameMin = 2;
export const withdrawalResponseDataTravelRuleBeneficiaryNameMax = 128;

export const withdrawalResponseDataTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');

export const WithdrawalResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataUniqueIdMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', withdrawalResponseDataTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', withdrawalResponseDataNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataMemoMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawalResponseDataAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawalResponseDataFeeRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawalResponseDataReceiveRegExp),
  "status": /*#__PURE__*/ zod.enum(['unconfirmed', 'pending', 'completed', 'cancelled']),
  "confirmWith": /*#__PURE__*/ zod.enum(['totp', 'email']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawalResponseDataCreatedAtMin)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(withdrawalResponseDataCompletedAtMin))),
  "txHash": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataTxHashMax))),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataProviderMax))),
  "travelRule": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataTravelRuleVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(withdrawalResponseDataTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(withdrawalResponseDataTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', withdrawalResponseDataTravelRuleBeneficiaryCountryRegExp)
}))
})
})

export type WithdrawalResponse = zod.input<typeof WithdrawalResponse>;
export type WithdrawalResponseOutput = zod.output<typeof WithdrawalResponse>;
