/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const saveFavoriteMarketsBodyMarketsItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarketsBodyMarketsItemPriorityMin = 0;

export const saveFavoriteMarketsBodyMarketsMax = 500;


export const SaveFavoriteMarketsBody = zod.object({
  "markets": zod.array(zod.object({
  "market": zod.stringFormat('market-dash', saveFavoriteMarketsBodyMarketsItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "priority": zod.int().min(saveFavoriteMarketsBodyMarketsItemPriorityMin).describe('Place in the favourites list; lower comes first.')
}).describe('A favourite market (section 3 "Favourite"): the market and its place in the list.')).max(saveFavoriteMarketsBodyMarketsMax)
}).describe('The whole favourites list after an optimistic add or remove (section 7 body `{markets:[{market,priority}]}`).')

export type SaveFavoriteMarketsBody = zod.input<typeof SaveFavoriteMarketsBody>;
export type SaveFavoriteMarketsBodyOutput = zod.output<typeof SaveFavoriteMarketsBody>;
