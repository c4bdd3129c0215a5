/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const validateWithdrawAddressBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const validateWithdrawAddressBodyNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const validateWithdrawAddressBodyAddressMax = 128;

export const validateWithdrawAddressBodyMemoMax = 64;


export const ValidateWithdrawAddressBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', validateWithdrawAddressBodyTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', validateWithdrawAddressBodyNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(validateWithdrawAddressBodyAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(validateWithdrawAddressBodyMemoMax)))
})

export type ValidateWithdrawAddressBody = zod.input<typeof ValidateWithdrawAddressBody>;
export type ValidateWithdrawAddressBodyOutput = zod.output<typeof ValidateWithdrawAddressBody>;
