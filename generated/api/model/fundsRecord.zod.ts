/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const fundsRecordTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fundsRecordNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const fundsRecordAddressMax = 128;

export const fundsRecordMemoMax = 64;

export const fundsRecordAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsRecordFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsRecordCreatedAtMin = 0;

export const fundsRecordTxHashMax = 128;

export const fundsRecordProviderMax = 64;

export const fundsRecordTravelRuleVaspIdMax = 64;

export const fundsRecordTravelRuleBeneficiaryNameMin = 2;
export const fundsRecordTravelRuleBeneficiaryNameMax = 128;

export const fundsRecordTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');

export const FundsRecord = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum({
  Deposit: 1,
  Withdraw: 2,
} as const),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fundsRecordTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', fundsRecordNetworkRegExp),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsRecordAddressMax))),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(fundsRecordMemoMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsRecordAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsRecordFeeRegExp),
  "status": /*#__PURE__*/ zod.enum(['unconfirmed', 'pending', 'completed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundsRecordCreatedAtMin)),
  "txHash": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsRecordTxHashMax))),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsRecordProviderMax))),
  "travelRule": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsRecordTravelRuleVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(fundsRecordTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(fundsRecordTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', fundsRecordTravelRuleBeneficiaryCountryRegExp)
}))
})

export type FundsRecord = zod.input<typeof FundsRecord>;
export type FundsRecordOutput = zod.output<typeof FundsRecord>;
