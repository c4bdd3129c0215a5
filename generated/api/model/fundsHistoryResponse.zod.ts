/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const fundsHistoryResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fundsHistoryResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const fundsHistoryResponseDataItemAddressMax = 128;

export const fundsHistoryResponseDataItemMemoMax = 64;

export const fundsHistoryResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsHistoryResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsHistoryResponseDataItemCreatedAtMin = 0;

export const fundsHistoryResponseDataItemTxHashMax = 128;

export const fundsHistoryResponseDataItemProviderMax = 64;

export const fundsHistoryResponseDataItemTravelRuleVaspIdMax = 64;

export const fundsHistoryResponseDataItemTravelRuleBeneficiaryNameMin = 2;
export const fundsHistoryResponseDataItemTravelRuleBeneficiaryNameMax = 128;

export const fundsHistoryResponseDataItemTravelRuleBeneficiaryCountryRegExp = new RegExp('^[A-Z]{2}$');
export const fundsHistoryResponsePaginationLimitMax = 100;

export const fundsHistoryResponsePaginationOffsetMin = 0;

export const fundsHistoryResponsePaginationTotalMin = 0;


export const FundsHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "method": /*#__PURE__*/ zod.enum({
  Deposit: 1,
  Withdraw: 2,
} as const),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fundsHistoryResponseDataItemTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', fundsHistoryResponseDataItemNetworkRegExp),
  "address": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsHistoryResponseDataItemAddressMax))),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(fundsHistoryResponseDataItemMemoMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsHistoryResponseDataItemAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsHistoryResponseDataItemFeeRegExp),
  "status": /*#__PURE__*/ zod.enum(['unconfirmed', 'pending', 'completed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundsHistoryResponseDataItemCreatedAtMin)),
  "txHash": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsHistoryResponseDataItemTxHashMax))),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsHistoryResponseDataItemProviderMax))),
  "travelRule": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.object({
  "walletType": /*#__PURE__*/ zod.enum(['vasp', 'self-hosted']),
  "vaspId": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsHistoryResponseDataItemTravelRuleVaspIdMax))),
  "beneficiaryName": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(fundsHistoryResponseDataItemTravelRuleBeneficiaryNameMin)).check(/*#__PURE__*/ zod.maxLength(fundsHistoryResponseDataItemTravelRuleBeneficiaryNameMax)),
  "beneficiaryCountry": /*#__PURE__*/ zod.stringFormat('country-code', fundsHistoryResponseDataItemTravelRuleBeneficiaryCountryRegExp)
}))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(fundsHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundsHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fundsHistoryResponsePaginationTotalMin))
})
})

export type FundsHistoryResponse = zod.input<typeof FundsHistoryResponse>;
export type FundsHistoryResponseOutput = zod.output<typeof FundsHistoryResponse>;
