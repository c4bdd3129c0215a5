/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const saveFavoriteMarketsBodyMarketsItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarketsBodyMarketsItemPriorityMin = 0;

export const saveFavoriteMarketsBodyMarketsMax = 500;


export const SaveFavoriteMarketsBody = /*#__PURE__*/ zod.object({
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', saveFavoriteMarketsBodyMarketsItemMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(saveFavoriteMarketsBodyMarketsItemPriorityMin))
})).check(/*#__PURE__*/ zod.maxLength(saveFavoriteMarketsBodyMarketsMax))
})

export type SaveFavoriteMarketsBody = zod.input<typeof SaveFavoriteMarketsBody>;
export type SaveFavoriteMarketsBodyOutput = zod.output<typeof SaveFavoriteMarketsBody>;
