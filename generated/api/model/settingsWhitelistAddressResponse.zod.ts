/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsWhitelistAddressResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistAddressResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistAddressResponseDataAddressMin = 8;
export const settingsWhitelistAddressResponseDataAddressMax = 128;

export const settingsWhitelistAddressResponseDataMemoMax = 128;

export const settingsWhitelistAddressResponseDataLabelMax = 64;

export const settingsWhitelistAddressResponseDataCreatedAtMin = 0;


export const SettingsWhitelistAddressResponse = zod.object({
  "data": zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', settingsWhitelistAddressResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', settingsWhitelistAddressResponseDataNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(settingsWhitelistAddressResponseDataAddressMin).max(settingsWhitelistAddressResponseDataAddressMax),
  "memo": zod.string().max(settingsWhitelistAddressResponseDataMemoMax).optional(),
  "label": zod.string().min(1).max(settingsWhitelistAddressResponseDataLabelMax),
  "createdAt": zod.int().min(settingsWhitelistAddressResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A withdrawal address of the whitelist (address management). Assumption: fields not shown; modelled on an address book entry.')
})

export type SettingsWhitelistAddressResponse = zod.input<typeof SettingsWhitelistAddressResponse>;
export type SettingsWhitelistAddressResponseOutput = zod.output<typeof SettingsWhitelistAddressResponse>;
