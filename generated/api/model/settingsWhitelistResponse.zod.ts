/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsWhitelistResponseDataAddressesItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistResponseDataAddressesItemNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistResponseDataAddressesItemAddressMin = 8;
export const settingsWhitelistResponseDataAddressesItemAddressMax = 128;

export const settingsWhitelistResponseDataAddressesItemMemoMax = 128;

export const settingsWhitelistResponseDataAddressesItemLabelMax = 64;

export const settingsWhitelistResponseDataAddressesItemCreatedAtMin = 0;


export const SettingsWhitelistResponse = zod.object({
  "data": zod.object({
  "enabled": zod.boolean().describe('Withdrawals go only to whitelisted addresses.'),
  "addresses": zod.array(zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', settingsWhitelistResponseDataAddressesItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', settingsWhitelistResponseDataAddressesItemNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(settingsWhitelistResponseDataAddressesItemAddressMin).max(settingsWhitelistResponseDataAddressesItemAddressMax),
  "memo": zod.string().max(settingsWhitelistResponseDataAddressesItemMemoMax).optional(),
  "label": zod.string().min(1).max(settingsWhitelistResponseDataAddressesItemLabelMax),
  "createdAt": zod.int().min(settingsWhitelistResponseDataAddressesItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A withdrawal address of the whitelist (address management). Assumption: fields not shown; modelled on an address book entry.'))
})
})

export type SettingsWhitelistResponse = zod.input<typeof SettingsWhitelistResponse>;
export type SettingsWhitelistResponseOutput = zod.output<typeof SettingsWhitelistResponse>;
