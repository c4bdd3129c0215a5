/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const settingsWhitelistAddressTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistAddressNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistAddressAddressMin = 8;
export const settingsWhitelistAddressAddressMax = 128;

export const settingsWhitelistAddressMemoMax = 128;

export const settingsWhitelistAddressLabelMax = 64;

export const settingsWhitelistAddressCreatedAtMin = 0;


export const SettingsWhitelistAddress = zod.object({
  "id": zod.int().min(1),
  "ticker": zod.stringFormat('ticker', settingsWhitelistAddressTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', settingsWhitelistAddressNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(settingsWhitelistAddressAddressMin).max(settingsWhitelistAddressAddressMax),
  "memo": zod.string().max(settingsWhitelistAddressMemoMax).optional(),
  "label": zod.string().min(1).max(settingsWhitelistAddressLabelMax),
  "createdAt": zod.int().min(settingsWhitelistAddressCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A withdrawal address of the whitelist (address management). Assumption: fields not shown; modelled on an address book entry.')

export type SettingsWhitelistAddress = zod.input<typeof SettingsWhitelistAddress>;
export type SettingsWhitelistAddressOutput = zod.output<typeof SettingsWhitelistAddress>;
