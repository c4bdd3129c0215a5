/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const saveFavoriteMarketsRequestMarketsItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const saveFavoriteMarketsRequestMarketsItemPriorityMin = 0;

export const saveFavoriteMarketsRequestMarketsMax = 500;


export const SaveFavoriteMarketsRequest = /*#__PURE__*/ zod.object({
  "markets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', saveFavoriteMarketsRequestMarketsItemMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(saveFavoriteMarketsRequestMarketsItemPriorityMin))
})).check(/*#__PURE__*/ zod.maxLength(saveFavoriteMarketsRequestMarketsMax))
})

export type SaveFavoriteMarketsRequest = zod.input<typeof SaveFavoriteMarketsRequest>;
export type SaveFavoriteMarketsRequestOutput = zod.output<typeof SaveFavoriteMarketsRequest>;
