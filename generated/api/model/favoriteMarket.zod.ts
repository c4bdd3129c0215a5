/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const favoriteMarketMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const favoriteMarketPriorityMin = 0;


export const FavoriteMarket = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', favoriteMarketMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(favoriteMarketPriorityMin))
})

export type FavoriteMarket = zod.input<typeof FavoriteMarket>;
export type FavoriteMarketOutput = zod.output<typeof FavoriteMarket>;
