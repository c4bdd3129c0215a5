/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const saveFavoriteMarketsRequestMarketsItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarketsRequestMarketsItemPriorityMin = 0;

export const saveFavoriteMarketsRequestMarketsMax = 500;


export const SaveFavoriteMarketsRequest = zod.object({
  "markets": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', saveFavoriteMarketsRequestMarketsItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(saveFavoriteMarketsRequestMarketsItemPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.')).max(saveFavoriteMarketsRequestMarketsMax)
}).describe('The whole favourites list after an optimistic add or remove (section 7 body `{markets:[{market,priority}]}`).')

export type SaveFavoriteMarketsRequest = zod.input<typeof SaveFavoriteMarketsRequest>;
export type SaveFavoriteMarketsRequestOutput = zod.output<typeof SaveFavoriteMarketsRequest>;
