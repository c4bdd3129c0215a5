/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWithdrawalBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createWithdrawalBodyNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createWithdrawalBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWithdrawalBodyAddressMax = 128;

export const createWithdrawalBodyMemoMax = 64;

export const createWithdrawalBodyUniqueIdMax = 64;


export const createWithdrawalBodyUniqueIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createWithdrawalBodyProviderMax = 64;

export const createWithdrawalBodyIbanMin = 15;
export const createWithdrawalBodyIbanMax = 34;


export const createWithdrawalBodyIbanRegExp = new RegExp('^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$');
export const createWithdrawalBodyBeneficiaryFirstNameMax = 64;

export const createWithdrawalBodyBeneficiaryLastNameMax = 64;

export const createWithdrawalBodyTravelRuleVaspIdMax = 64;

export const createWithdrawalBodyTravelRuleBeneficiaryNameMin = 2;
export const createWithdrawalBodyTravelRuleBeneficiaryNameMax = 128;

export const createWithdrawalBodyTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');

export const CreateWithdrawalBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createWithdrawalBodyTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', createWithdrawalBodyNetworkRegExp)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createWithdrawalBodyAmountRegExp),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyAddressMax))),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyMemoMax))),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyUniqueIdMax)).check(/*#__PURE__*/ zod.regex(createWithdrawalBodyUniqueIdRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyProviderMax))),
  "iban": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createWithdrawalBodyIbanMin)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyIbanMax)).check(/*#__PURE__*/ zod.regex(createWithdrawalBodyIbanRegExp))),
  "beneficiary": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "firstName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyBeneficiaryFirstNameMax)),
  "lastName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyBeneficiaryLastNameMax))
})),
  "travelRule": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyTravelRuleVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(createWithdrawalBodyTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalBodyTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', createWithdrawalBodyTravelRuleBeneficiaryCountryRegExp)
}))
})

export type CreateWithdrawalBody = zod.input<typeof CreateWithdrawalBody>;
export type CreateWithdrawalBodyOutput = zod.output<typeof CreateWithdrawalBody>;
