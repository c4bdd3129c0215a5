/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const validateWithdrawAddressResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const validateWithdrawAddressResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const validateWithdrawAddressResponseDataAddressMax = 128;

export const validateWithdrawAddressResponseDataMemoMax = 64;


export const ValidateWithdrawAddressResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', validateWithdrawAddressResponseDataTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', validateWithdrawAddressResponseDataNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(validateWithdrawAddressResponseDataAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(validateWithdrawAddressResponseDataMemoMax))),
  "whitelisted": /*#__PURE__*/ zod.boolean()
})
})

export type ValidateWithdrawAddressResponse = zod.input<typeof ValidateWithdrawAddressResponse>;
export type ValidateWithdrawAddressResponseOutput = zod.output<typeof ValidateWithdrawAddressResponse>;
