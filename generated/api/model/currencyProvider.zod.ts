/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const currencyProviderTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyProviderNameMax = 64;

export const currencyProviderDescriptionMax = 500;


export const CurrencyProvider = zod.object({
  "ticker": zod.stringFormat('ticker', currencyProviderTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(currencyProviderNameMax),
  "description": zod.string().max(currencyProviderDescriptionMax),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean()
}).describe('A fiat payment provider of a currency (section 3 "Currency" providers).')

export type CurrencyProvider = zod.input<typeof CurrencyProvider>;
export type CurrencyProviderOutput = zod.output<typeof CurrencyProvider>;
