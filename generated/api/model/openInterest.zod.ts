/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const openInterestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const openInterestOpenInterestRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const openInterestOpenInterestValueRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const OpenInterest = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', openInterestMarketRegExp),
  "openInterest": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', openInterestOpenInterestRegExp),
  "openInterestValue": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', openInterestOpenInterestValueRegExp))
})

export type OpenInterest = zod.input<typeof OpenInterest>;
export type OpenInterestOutput = zod.output<typeof OpenInterest>;
