/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const addWhitelistAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const addWhitelistAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_-]{2,20}$');
export const addWhitelistAddressBodyAddressMin = 8;
export const addWhitelistAddressBodyAddressMax = 128;

export const addWhitelistAddressBodyMemoMax = 128;

export const addWhitelistAddressBodyLabelMax = 64;

export const addWhitelistAddressBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const AddWhitelistAddressBody = zod.object({
  "ticker": zod.stringFormat('ticker', addWhitelistAddressBodyTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', addWhitelistAddressBodyNetworkRegExp).describe('A blockchain network of a currency, e.g. ERC20, TRC20.'),
  "address": zod.string().min(addWhitelistAddressBodyAddressMin).max(addWhitelistAddressBodyAddressMax),
  "memo": zod.string().max(addWhitelistAddressBodyMemoMax).optional(),
  "label": zod.string().min(1).max(addWhitelistAddressBodyLabelMax),
  "totp": zod.string().regex(addWhitelistAddressBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
})

export type AddWhitelistAddressBody = zod.input<typeof AddWhitelistAddressBody>;
export type AddWhitelistAddressBodyOutput = zod.output<typeof AddWhitelistAddressBody>;
