/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyProviderTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyProviderNameMax = 64;

export const currencyProviderDescriptionMax = 500;


export const CurrencyProvider = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyProviderTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyProviderNameMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(currencyProviderDescriptionMax)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean()
})

export type CurrencyProvider = zod.input<typeof CurrencyProvider>;
export type CurrencyProviderOutput = zod.output<typeof CurrencyProvider>;
