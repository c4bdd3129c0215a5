/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const depositAddressListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressListResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressListResponseDataItemTypeMax = 32;

export const depositAddressListResponseDataItemAddressMax = 128;

export const depositAddressListResponseDataItemMemoMax = 64;

export const depositAddressListResponseDataItemCreatedAtMin = 0;


export const DepositAddressListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', depositAddressListResponseDataItemTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', depositAddressListResponseDataItemNetworkRegExp),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressListResponseDataItemTypeMax))),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressListResponseDataItemAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(depositAddressListResponseDataItemMemoMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(depositAddressListResponseDataItemCreatedAtMin))
}))
})

export type DepositAddressListResponse = zod.input<typeof DepositAddressListResponse>;
export type DepositAddressListResponseOutput = zod.output<typeof DepositAddressListResponse>;
