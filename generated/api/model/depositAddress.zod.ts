/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const depositAddressTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressTypeMax = 32;

export const depositAddressAddressMax = 128;

export const depositAddressMemoMax = 64;

export const depositAddressCreatedAtMin = 0;


export const DepositAddress = zod.object({
  "ticker": zod.stringFormat('ticker', depositAddressTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', depositAddressNetworkRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "type": zod.string().min(1).max(depositAddressTypeMax).optional().describe('Address type, one of the network\'s types from GET /v2/address/types (e.g. segwit, legacy).'),
  "address": zod.string().min(1).max(depositAddressAddressMax),
  "memo": zod.string().max(depositAddressMemoMax).optional(),
  "createdAt": zod.int().min(depositAddressCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A deposit address of the user (saved deposit details: currency and ticker, network, address type, address, memo). Assumption: the fields follow those details.')

export type DepositAddress = zod.input<typeof DepositAddress>;
export type DepositAddressOutput = zod.output<typeof DepositAddress>;
