/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const depositAddressListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressListResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressListResponseDataItemTypeMax = 32;

export const depositAddressListResponseDataItemAddressMax = 128;

export const depositAddressListResponseDataItemMemoMax = 64;

export const depositAddressListResponseDataItemCreatedAtMin = 0;


export const DepositAddressListResponse = zod.object({
  "data": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', depositAddressListResponseDataItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "network": zod.stringFormat('network', depositAddressListResponseDataItemNetworkRegExp).describe('Network code, e.g. ERC20, TRC20, BTC.'),
  "type": zod.string().min(1).max(depositAddressListResponseDataItemTypeMax).optional().describe('Address type, one of the network\'s types from GET /v2/address/types (e.g. segwit, legacy).'),
  "address": zod.string().min(1).max(depositAddressListResponseDataItemAddressMax),
  "memo": zod.string().max(depositAddressListResponseDataItemMemoMax).optional(),
  "createdAt": zod.int().min(depositAddressListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A deposit address of the user (saved deposit details: currency and ticker, network, address type, address, memo). Assumption: the fields follow those details.'))
})

export type DepositAddressListResponse = zod.input<typeof DepositAddressListResponse>;
export type DepositAddressListResponseOutput = zod.output<typeof DepositAddressListResponse>;
