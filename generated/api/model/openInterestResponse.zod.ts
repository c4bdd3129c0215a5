/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const openInterestResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const openInterestResponseDataOpenInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const openInterestResponseDataOpenInterestValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const OpenInterestResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', openInterestResponseDataMarketRegExp),
  "openInterest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', openInterestResponseDataOpenInterestRegExp),
  "openInterestValue": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', openInterestResponseDataOpenInterestValueRegExp))
})
})

export type OpenInterestResponse = zod.input<typeof OpenInterestResponse>;
export type OpenInterestResponseOutput = zod.output<typeof OpenInterestResponse>;
