/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const currencyListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyListResponseDataItemNameMax = 64;

export const currencyListResponseDataItemTradeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyListResponseDataItemDecimalMin = 0;
export const currencyListResponseDataItemDecimalMax = 18;

export const currencyListResponseDataItemNetworksItemCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const currencyListResponseDataItemNetworksItemNameMax = 64;

export const currencyListResponseDataItemNetworksItemConfirmationsMin = 0;
export const currencyListResponseDataItemNetworksItemConfirmationsMax = 10000;

export const currencyListResponseDataItemNetworksItemMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemNetworksItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemNetworksItemWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemProvidersItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyListResponseDataItemProvidersItemNameMax = 64;

export const currencyListResponseDataItemProvidersItemDescriptionMax = 500;


export const CurrencyListResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', currencyListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(currencyListResponseDataItemNameMax),
  "image": zod.url(),
  "isFiat": zod.boolean(),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "tradingEnabled": zod.boolean(),
  "tradeTicker": zod.stringFormat('ticker', currencyListResponseDataItemTradeTickerRegExp).describe('The ticker on the trade engine (may differ from the display ticker).'),
  "inMargin": zod.boolean().describe('Whether the currency can be used in margin trading.'),
  "decimal": zod.int().min(currencyListResponseDataItemDecimalMin).max(currencyListResponseDataItemDecimalMax).describe('Decimals of amounts of the currency.'),
  "networks": zod.array(zod.object({
  "code": zod.stringFormat('network', currencyListResponseDataItemNetworksItemCodeRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "name": zod.string().min(1).max(currencyListResponseDataItemNetworksItemNameMax),
  "explorer": zod.url().describe('Block explorer link of the network.'),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean(),
  "isMemo": zod.boolean().optional().describe('Whether deposits need a memo (tag).'),
  "confirmations": zod.int().min(currencyListResponseDataItemNetworksItemConfirmationsMin).max(currencyListResponseDataItemNetworksItemConfirmationsMax).optional(),
  "minDeposit": zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemMinDepositRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "minWithdraw": zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemMinWithdrawRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "withdrawFee": zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemWithdrawFeeRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('A network a currency moves on (section 3 "Currency" networks: explorer, isDepositable, isWithdrawal; more fields not shown). Assumption: networks are a list whose entries carry their code and name; the limits and fee are optional.')),
  "providers": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', currencyListResponseDataItemProvidersItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "name": zod.string().min(1).max(currencyListResponseDataItemProvidersItemNameMax),
  "description": zod.string().max(currencyListResponseDataItemProvidersItemDescriptionMax),
  "isDepositable": zod.boolean(),
  "isWithdrawal": zod.boolean()
}).describe('A fiat payment provider of a currency (section 3 "Currency" providers).'))
}).describe('A currency (section 3 "Currency"). With the `isListing` privilege the client treats every currency, network and provider as deposit- and withdraw-enabled; fiat currencies are added to the restricted withdraw list.'))
})

export type CurrencyListResponse = zod.input<typeof CurrencyListResponse>;
export type CurrencyListResponseOutput = zod.output<typeof CurrencyListResponse>;
