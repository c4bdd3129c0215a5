/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundsLimitListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fundsLimitListResponseDataItemNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const fundsLimitListResponseDataItemProviderMax = 64;

export const fundsLimitListResponseDataItemMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsLimitListResponseDataItemMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FundsLimitListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fundsLimitListResponseDataItemTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', fundsLimitListResponseDataItemNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsLimitListResponseDataItemProviderMax))),
  "min": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsLimitListResponseDataItemMinRegExp),
  "max": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsLimitListResponseDataItemMaxRegExp))
}))
})

export type FundsLimitListResponse = zod.input<typeof FundsLimitListResponse>;
export type FundsLimitListResponseOutput = zod.output<typeof FundsLimitListResponse>;
