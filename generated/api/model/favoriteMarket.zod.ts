/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const favoriteMarketMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const favoriteMarketPriorityMin = 0;


export const FavoriteMarket = zod.object({
  "market": zod.stringFormat('market-dash', favoriteMarketMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(favoriteMarketPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.')

export type FavoriteMarket = zod.input<typeof FavoriteMarket>;
export type FavoriteMarketOutput = zod.output<typeof FavoriteMarket>;
