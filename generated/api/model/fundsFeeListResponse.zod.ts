/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundsFeeListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fundsFeeListResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const fundsFeeListResponseDataItemProviderMax = 64;

export const fundsFeeListResponseDataItemFixedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsFeeListResponseDataItemPercentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FundsFeeListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fundsFeeListResponseDataItemTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', fundsFeeListResponseDataItemNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsFeeListResponseDataItemProviderMax))),
  "fixed": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsFeeListResponseDataItemFixedRegExp),
  "percent": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsFeeListResponseDataItemPercentRegExp)
}))
})

export type FundsFeeListResponse = zod.input<typeof FundsFeeListResponse>;
export type FundsFeeListResponseOutput = zod.output<typeof FundsFeeListResponse>;
