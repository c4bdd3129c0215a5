/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsWhitelistTickersResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistTickersResponseDataItemNetworksItemRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');


export const SettingsWhitelistTickersResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', settingsWhitelistTickersResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "networks": zod.array(zod.stringFormat('network', settingsWhitelistTickersResponseDataItemNetworksItemRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.')).min(1),
  "memoRequired": zod.boolean().optional().describe('The network needs a memo or tag.')
})).describe('Assumption: the currencies and networks an address may be whitelisted for.')
})

export type SettingsWhitelistTickersResponse = zod.input<typeof SettingsWhitelistTickersResponse>;
export type SettingsWhitelistTickersResponseOutput = zod.output<typeof SettingsWhitelistTickersResponse>;
