/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const calculateWithdrawFeeBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const calculateWithdrawFeeBodyNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const calculateWithdrawFeeBodyProviderMax = 64;

export const calculateWithdrawFeeBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculateWithdrawFeeBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', calculateWithdrawFeeBodyTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', calculateWithdrawFeeBodyNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(calculateWithdrawFeeBodyProviderMax))),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', calculateWithdrawFeeBodyAmountRegExp)
})

export type CalculateWithdrawFeeBody = zod.input<typeof CalculateWithdrawFeeBody>;
export type CalculateWithdrawFeeBodyOutput = zod.output<typeof CalculateWithdrawFeeBody>;
