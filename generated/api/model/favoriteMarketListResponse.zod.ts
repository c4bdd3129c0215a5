/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const favoriteMarketListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const favoriteMarketListResponseDataItemPriorityMin = 0;


export const FavoriteMarketListResponse = zod.object({
  "data": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', favoriteMarketListResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(favoriteMarketListResponseDataItemPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.'))
})

export type FavoriteMarketListResponse = zod.input<typeof FavoriteMarketListResponse>;
export type FavoriteMarketListResponseOutput = zod.output<typeof FavoriteMarketListResponse>;
