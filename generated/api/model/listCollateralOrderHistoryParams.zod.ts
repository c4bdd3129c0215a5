/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listCollateralOrderHistoryParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listCollateralOrderHistoryParamsFromMin = 0;

export const listCollateralOrderHistoryParamsToMin = 0;

export const listCollateralOrderHistoryParamsOffsetDefault = 0;
export const listCollateralOrderHistoryParamsOffsetMin = 0;

export const listCollateralOrderHistoryParamsLimitDefault = 50;
export const listCollateralOrderHistoryParamsLimitMax = 100;


export const ListCollateralOrderHistoryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', listCollateralOrderHistoryParamsMarketRegExp)),
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
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCollateralOrderHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCollateralOrderHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCollateralOrderHistoryParamsOffsetMin)), listCollateralOrderHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCollateralOrderHistoryParamsLimitMax)), listCollateralOrderHistoryParamsLimitDefault)
})

export type ListCollateralOrderHistoryParams = zod.input<typeof ListCollateralOrderHistoryParams>;
export type ListCollateralOrderHistoryParamsOutput = zod.output<typeof ListCollateralOrderHistoryParams>;
