/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const currencyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyNameMax = 64;

export const currencyTradeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyDecimalMin = 0;
export const currencyDecimalMax = 18;

export const currencyNetworksItemCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const currencyNetworksItemNameMax = 64;

export const currencyNetworksItemConfirmationsMin = 0;
export const currencyNetworksItemConfirmationsMax = 10000;

export const currencyNetworksItemMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworksItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworksItemWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProvidersItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyProvidersItemNameMax = 64;

export const currencyProvidersItemDescriptionMax = 500;


export const Currency = zod.object({
  "ticker": zod.stringFormat('ticker', currencyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(currencyNameMax),
  "image": zod.url(),
  "isFiat": zod.boolean(),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "tradingEnabled": zod.boolean(),
  "tradeTicker": zod.stringFormat('ticker', currencyTradeTickerRegExp).describe('The ticker on the trade engine (may differ from the display ticker).'),
  "inMargin": zod.boolean().describe('Whether the currency can be used in margin trading.'),
  "decimal": zod.int().min(currencyDecimalMin).max(currencyDecimalMax).describe('Decimals of amounts of the currency.'),
  "networks": zod.array(zod.object({
  "code": zod.stringFormat('network', currencyNetworksItemCodeRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "name": zod.string().min(1).max(currencyNetworksItemNameMax),
  "explorer": zod.url().describe('Block explorer link of the network.'),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "isMemo": zod.boolean().optional().describe('Whether deposits need a memo (tag).'),
  "confirmations": zod.int().min(currencyNetworksItemConfirmationsMin).max(currencyNetworksItemConfirmationsMax).optional(),
  "minDeposit": zod.stringFormat('decimal-unsigned', currencyNetworksItemMinDepositRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minWithdraw": zod.stringFormat('decimal-unsigned', currencyNetworksItemMinWithdrawRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "withdrawFee": zod.stringFormat('decimal-unsigned', currencyNetworksItemWithdrawFeeRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A network a currency moves on (section 3 "Currency" networks: explorer, isDepositable, isWithdrawal; more fields not shown). Assumption: networks are a list whose entries carry their code and name; the limits and fee are optional.')),
  "providers": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', currencyProvidersItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(currencyProvidersItemNameMax),
  "description": zod.string().max(currencyProvidersItemDescriptionMax),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean()
}).describe('A fiat payment provider of a currency (section 3 "Currency" providers).'))
}).describe('A currency (section 3 "Currency"). With the `isListing` privilege the client treats every currency, network and provider as deposit- and withdraw-enabled; fiat currencies are added to the restricted withdraw list.')

export type Currency = zod.input<typeof Currency>;
export type CurrencyOutput = zod.output<typeof Currency>;
