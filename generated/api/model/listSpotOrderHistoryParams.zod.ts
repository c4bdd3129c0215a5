/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listSpotOrderHistoryParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listSpotOrderHistoryParamsFromMin = 0;

export const listSpotOrderHistoryParamsToMin = 0;

export const listSpotOrderHistoryParamsOffsetDefault = 0;
export const listSpotOrderHistoryParamsOffsetMin = 0;

export const listSpotOrderHistoryParamsLimitDefault = 50;
export const listSpotOrderHistoryParamsLimitMax = 100;


export const ListSpotOrderHistoryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', listSpotOrderHistoryParamsMarketRegExp)),
  "side": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
} as const)),
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
} as const)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSpotOrderHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSpotOrderHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listSpotOrderHistoryParamsOffsetMin)), listSpotOrderHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listSpotOrderHistoryParamsLimitMax)), listSpotOrderHistoryParamsLimitDefault)
})

export type ListSpotOrderHistoryParams = zod.input<typeof ListSpotOrderHistoryParams>;
export type ListSpotOrderHistoryParamsOutput = zod.output<typeof ListSpotOrderHistoryParams>;
