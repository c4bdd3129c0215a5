/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listPositionHistoryParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const listPositionHistoryParamsFromMin = 0;

export const listPositionHistoryParamsToMin = 0;

export const listPositionHistoryParamsOffsetDefault = 0;
export const listPositionHistoryParamsOffsetMin = 0;

export const listPositionHistoryParamsLimitDefault = 50;
export const listPositionHistoryParamsLimitMax = 100;


export const ListPositionHistoryParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', listPositionHistoryParamsMarketRegExp)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPositionHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPositionHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listPositionHistoryParamsOffsetMin)), listPositionHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listPositionHistoryParamsLimitMax)), listPositionHistoryParamsLimitDefault)
})

export type ListPositionHistoryParams = zod.input<typeof ListPositionHistoryParams>;
export type ListPositionHistoryParamsOutput = zod.output<typeof ListPositionHistoryParams>;
