/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const autoInvestQuoteAssetsQuoteRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const autoInvestQuoteAssetsAssetsItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');


export const AutoInvestQuoteAssets = /*#__PURE__*/ zod.object({
  "quote": /*#__PURE__*/ zod.stringFormat('ticker', autoInvestQuoteAssetsQuoteRegExp),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', autoInvestQuoteAssetsAssetsItemRegExp)).check(/*#__PURE__*/ zod.minLength(1))
})

export type AutoInvestQuoteAssets = zod.input<typeof AutoInvestQuoteAssets>;
export type AutoInvestQuoteAssetsOutput = zod.output<typeof AutoInvestQuoteAssets>;
