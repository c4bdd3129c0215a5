/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWithdrawalRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createWithdrawalRequestNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createWithdrawalRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWithdrawalRequestAddressMax = 128;

export const createWithdrawalRequestMemoMax = 64;

export const createWithdrawalRequestUniqueIdMax = 64;


export const createWithdrawalRequestUniqueIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWithdrawalRequestProviderMax = 64;

export const createWithdrawalRequestIbanMin = 15;
export const createWithdrawalRequestIbanMax = 34;


export const createWithdrawalRequestIbanRegExp = new RegExp('^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$');
export const createWithdrawalRequestBeneficiaryFirstNameMax = 64;

export const createWithdrawalRequestBeneficiaryLastNameMax = 64;

export const createWithdrawalRequestTravelRuleVaspIdMax = 64;

export const createWithdrawalRequestTravelRuleBeneficiaryNameMin = 2;
export const createWithdrawalRequestTravelRuleBeneficiaryNameMax = 128;

export const createWithdrawalRequestTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');

export const CreateWithdrawalRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createWithdrawalRequestTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', createWithdrawalRequestNetworkRegExp)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createWithdrawalRequestAmountRegExp),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestAddressMax))),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestMemoMax))),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestUniqueIdMax)).check(/*#__PURE__*/ zod.regex(createWithdrawalRequestUniqueIdRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestProviderMax))),
  "iban": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createWithdrawalRequestIbanMin)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestIbanMax)).check(/*#__PURE__*/ zod.regex(createWithdrawalRequestIbanRegExp))),
  "beneficiary": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestBeneficiaryFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestBeneficiaryLastNameMax))
})),
  "travelRule": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestTravelRuleVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createWithdrawalRequestTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', createWithdrawalRequestTravelRuleBeneficiaryCountryRegExp)
}))
})

export type CreateWithdrawalRequest = zod.input<typeof CreateWithdrawalRequest>;
export type CreateWithdrawalRequestOutput = zod.output<typeof CreateWithdrawalRequest>;
