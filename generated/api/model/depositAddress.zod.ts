/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const depositAddressTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const depositAddressNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const depositAddressTypeMax = 32;

export const depositAddressAddressMax = 128;

export const depositAddressMemoMax = 64;

export const depositAddressCreatedAtMin = 0;


export const DepositAddress = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', depositAddressTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', depositAddressNetworkRegExp),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressTypeMax))),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(depositAddressAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(depositAddressMemoMax))),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(depositAddressCreatedAtMin))
})

export type DepositAddress = zod.input<typeof DepositAddress>;
export type DepositAddressOutput = zod.output<typeof DepositAddress>;
