/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const launchpadHistoryResponseDataItemTimeMin = 0;

export const launchpadHistoryResponseDataItemSlugRegExp = new RegExp('^[a-z0-9][a-z0-9-]{1,63}$');
export const launchpadHistoryResponseDataItemProjectMax = 80;

export const launchpadHistoryResponseDataItemAssetRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const launchpadHistoryResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const launchpadHistoryResponsePaginationLimitMax = 100;

export const launchpadHistoryResponsePaginationOffsetMin = 0;

export const launchpadHistoryResponsePaginationTotalMin = 0;


export const LaunchpadHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadHistoryResponseDataItemTimeMin)),
  "slug": /*#__PURE__*/ zod.stringFormat('launchpad-slug', launchpadHistoryResponseDataItemSlugRegExp),
  "project": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(launchpadHistoryResponseDataItemProjectMax)),
  "type": /*#__PURE__*/ zod.enum(['vote', 'vote-return', 'subscription', 'distribution', 'refund']),
  "asset": /*#__PURE__*/ zod.stringFormat('ticker', launchpadHistoryResponseDataItemAssetRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', launchpadHistoryResponseDataItemAmountRegExp)
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(launchpadHistoryResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadHistoryResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(launchpadHistoryResponsePaginationTotalMin))
})
})

export type LaunchpadHistoryResponse = zod.input<typeof LaunchpadHistoryResponse>;
export type LaunchpadHistoryResponseOutput = zod.output<typeof LaunchpadHistoryResponse>;
