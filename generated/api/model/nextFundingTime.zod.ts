/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const nextFundingTimeMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const nextFundingTimeNextFundingTimeMin = 0;


export const NextFundingTime = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', nextFundingTimeMarketRegExp),
  "nextFundingTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(nextFundingTimeNextFundingTimeMin))
})

export type NextFundingTime = zod.input<typeof NextFundingTime>;
export type NextFundingTimeOutput = zod.output<typeof NextFundingTime>;
