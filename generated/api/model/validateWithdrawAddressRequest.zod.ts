/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const validateWithdrawAddressRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const validateWithdrawAddressRequestNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const validateWithdrawAddressRequestAddressMax = 128;

export const validateWithdrawAddressRequestMemoMax = 64;


export const ValidateWithdrawAddressRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', validateWithdrawAddressRequestTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', validateWithdrawAddressRequestNetworkRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(validateWithdrawAddressRequestAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(validateWithdrawAddressRequestMemoMax)))
})

export type ValidateWithdrawAddressRequest = zod.input<typeof ValidateWithdrawAddressRequest>;
export type ValidateWithdrawAddressRequestOutput = zod.output<typeof ValidateWithdrawAddressRequest>;
