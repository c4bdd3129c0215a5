/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const favoriteMarketListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const favoriteMarketListResponseDataItemPriorityMin = 0;


export const FavoriteMarketListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', favoriteMarketListResponseDataItemMarketRegExp),
  "priority": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(favoriteMarketListResponseDataItemPriorityMin))
}))
})

export type FavoriteMarketListResponse = zod.input<typeof FavoriteMarketListResponse>;
export type FavoriteMarketListResponseOutput = zod.output<typeof FavoriteMarketListResponse>;
