/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fundsLimitTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fundsLimitNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const fundsLimitProviderMax = 64;

export const fundsLimitMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fundsLimitMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FundsLimit = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fundsLimitTickerRegExp),
  "network": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('network', fundsLimitNetworkRegExp)),
  "provider": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fundsLimitProviderMax))),
  "min": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsLimitMinRegExp),
  "max": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', fundsLimitMaxRegExp))
})

export type FundsLimit = zod.input<typeof FundsLimit>;
export type FundsLimitOutput = zod.output<typeof FundsLimit>;
