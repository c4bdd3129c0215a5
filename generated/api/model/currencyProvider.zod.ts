/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyProviderTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyProviderNameMax = 64;

export const currencyProviderDescriptionMax = 500;

export const currencyProviderMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProviderMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProviderWithdrawFixedFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProviderWithdrawPercentFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyProvider = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyProviderTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyProviderNameMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(currencyProviderDescriptionMax)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "withdrawDetails": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['card', 'iban'])),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderMinWithdrawRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderMaxWithdrawRegExp)),
  "withdrawFixedFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderWithdrawFixedFeeRegExp)),
  "withdrawPercentFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProviderWithdrawPercentFeeRegExp))
})

export type CurrencyProvider = zod.input<typeof CurrencyProvider>;
export type CurrencyProviderOutput = zod.output<typeof CurrencyProvider>;
