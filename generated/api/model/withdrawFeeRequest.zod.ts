/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const withdrawFeeRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawFeeRequestNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const withdrawFeeRequestProviderMax = 64;

export const withdrawFeeRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WithdrawFeeRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', withdrawFeeRequestTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', withdrawFeeRequestNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawFeeRequestProviderMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFeeRequestAmountRegExp)
})

export type WithdrawFeeRequest = zod.input<typeof WithdrawFeeRequest>;
export type WithdrawFeeRequestOutput = zod.output<typeof WithdrawFeeRequest>;
