/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundsFeeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fundsFeeNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const fundsFeeProviderMax = 64;

export const fundsFeeFixedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsFeePercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FundsFee = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fundsFeeTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', fundsFeeNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsFeeProviderMax))),
  "fixed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsFeeFixedRegExp),
  "percent": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsFeePercentRegExp)
})

export type FundsFee = zod.input<typeof FundsFee>;
export type FundsFeeOutput = zod.output<typeof FundsFee>;
