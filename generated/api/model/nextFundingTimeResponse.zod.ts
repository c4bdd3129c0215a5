/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const nextFundingTimeResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const nextFundingTimeResponseDataNextFundingTimeMin = 0;


export const NextFundingTimeResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', nextFundingTimeResponseDataMarketRegExp),
  "nextFundingTime": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(nextFundingTimeResponseDataNextFundingTimeMin))
})
})

export type NextFundingTimeResponse = zod.input<typeof NextFundingTimeResponse>;
export type NextFundingTimeResponseOutput = zod.output<typeof NextFundingTimeResponse>;
