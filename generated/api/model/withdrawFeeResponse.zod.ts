/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const withdrawFeeResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const withdrawFeeResponseDataNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const withdrawFeeResponseDataProviderMax = 64;

export const withdrawFeeResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFeeResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const withdrawFeeResponseDataReceiveRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WithdrawFeeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', withdrawFeeResponseDataTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', withdrawFeeResponseDataNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(withdrawFeeResponseDataProviderMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFeeResponseDataAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFeeResponseDataFeeRegExp),
  "receive": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', withdrawFeeResponseDataReceiveRegExp)
})
})

export type WithdrawFeeResponse = zod.input<typeof WithdrawFeeResponse>;
export type WithdrawFeeResponseOutput = zod.output<typeof WithdrawFeeResponse>;
