/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const depositAddressResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressResponseDataTypeMax = 32;

export const depositAddressResponseDataAddressMax = 128;

export const depositAddressResponseDataMemoMax = 64;

export const depositAddressResponseDataCreatedAtMin = 0;


export const DepositAddressResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', depositAddressResponseDataTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', depositAddressResponseDataNetworkRegExp),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressResponseDataTypeMax))),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressResponseDataAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(depositAddressResponseDataMemoMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(depositAddressResponseDataCreatedAtMin))
})
})

export type DepositAddressResponse = zod.input<typeof DepositAddressResponse>;
export type DepositAddressResponseOutput = zod.output<typeof DepositAddressResponse>;
