/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listSpotDealHistoryParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listSpotDealHistoryParamsFromMin = 0;

export const listSpotDealHistoryParamsToMin = 0;

export const listSpotDealHistoryParamsOffsetDefault = 0;
export const listSpotDealHistoryParamsOffsetMin = 0;

export const listSpotDealHistoryParamsLimitDefault = 50;
export const listSpotDealHistoryParamsLimitMax = 100;


export const ListSpotDealHistoryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', listSpotDealHistoryParamsMarketRegExp)),
  "side": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSpotDealHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSpotDealHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSpotDealHistoryParamsOffsetMin)), listSpotDealHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listSpotDealHistoryParamsLimitMax)), listSpotDealHistoryParamsLimitDefault)
})

export type ListSpotDealHistoryParams = zod.input<typeof ListSpotDealHistoryParams>;
export type ListSpotDealHistoryParamsOutput = zod.output<typeof ListSpotDealHistoryParams>;
