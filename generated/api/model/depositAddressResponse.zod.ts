/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const depositAddressResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressResponseDataTypeMax = 32;

export const depositAddressResponseDataAddressMax = 128;

export const depositAddressResponseDataMemoMax = 64;

export const depositAddressResponseDataCreatedAtMin = 0;


export const DepositAddressResponse = zod.object({
  "data": zod.object({
  "ticker": zod.stringFormat('ticker', depositAddressResponseDataTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', depositAddressResponseDataNetworkRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "type": zod.string().min(1).max(depositAddressResponseDataTypeMax).optional().describe('Address type, one of the network\'s types from GET /v2/address/types (e.g. segwit, legacy).'),
  "address": zod.string().min(1).max(depositAddressResponseDataAddressMax),
  "memo": zod.string().max(depositAddressResponseDataMemoMax).optional(),
  "createdAt": zod.int().min(depositAddressResponseDataCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A deposit address of the user (saved deposit details: currency and ticker, network, address type, address, memo). Assumption: the fields follow those details.')
})

export type DepositAddressResponse = zod.input<typeof DepositAddressResponse>;
export type DepositAddressResponseOutput = zod.output<typeof DepositAddressResponse>;
