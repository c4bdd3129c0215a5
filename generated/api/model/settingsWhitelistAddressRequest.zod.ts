/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsWhitelistAddressRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsWhitelistAddressRequestNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const settingsWhitelistAddressRequestAddressMin = 8;
export const settingsWhitelistAddressRequestAddressMax = 128;

export const settingsWhitelistAddressRequestMemoMax = 128;

export const settingsWhitelistAddressRequestLabelMax = 64;

export const settingsWhitelistAddressRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const SettingsWhitelistAddressRequest = zod.object({
  "ticker": zod.stringFormat('ticker', settingsWhitelistAddressRequestTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', settingsWhitelistAddressRequestNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(settingsWhitelistAddressRequestAddressMin).max(settingsWhitelistAddressRequestAddressMax),
  "memo": zod.string().max(settingsWhitelistAddressRequestMemoMax).optional(),
  "label": zod.string().min(1).max(settingsWhitelistAddressRequestLabelMax),
  "totp": zod.string().regex(settingsWhitelistAddressRequestTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
})

export type SettingsWhitelistAddressRequest = zod.input<typeof SettingsWhitelistAddressRequest>;
export type SettingsWhitelistAddressRequestOutput = zod.output<typeof SettingsWhitelistAddressRequest>;
