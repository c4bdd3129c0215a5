/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyProviderListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyProviderListResponseDataItemNameMax = 64;

export const currencyProviderListResponseDataItemDescriptionMax = 500;

export const currencyProviderListResponseDataItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProviderListResponseDataItemMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProviderListResponseDataItemWithdrawFixedFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProviderListResponseDataItemWithdrawPercentFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyProviderListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyProviderListResponseDataItemTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyProviderListResponseDataItemNameMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(currencyProviderListResponseDataItemDescriptionMax)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "withdrawDetails": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['card', 'iban'])),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderListResponseDataItemMinWithdrawRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderListResponseDataItemMaxWithdrawRegExp)),
  "withdrawFixedFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderListResponseDataItemWithdrawFixedFeeRegExp)),
  "withdrawPercentFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderListResponseDataItemWithdrawPercentFeeRegExp))
}))
})

export type CurrencyProviderListResponse = zod.input<typeof CurrencyProviderListResponse>;
export type CurrencyProviderListResponseOutput = zod.output<typeof CurrencyProviderListResponse>;
