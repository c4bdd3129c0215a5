/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listLaunchpadHistoryParamsFromMin = 0;

export const listLaunchpadHistoryParamsToMin = 0;

export const listLaunchpadHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listLaunchpadHistoryParamsOffsetDefault = 0;
export const listLaunchpadHistoryParamsOffsetMin = 0;

export const listLaunchpadHistoryParamsLimitDefault = 100;
export const listLaunchpadHistoryParamsLimitMax = 100;


export const ListLaunchpadHistoryParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryParamsToMin))),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listLaunchpadHistoryParamsTickerRegExp)),
  "type": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['vote', 'vote-return', 'subscription', 'distribution', 'refund'])),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listLaunchpadHistoryParamsOffsetMin)), listLaunchpadHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listLaunchpadHistoryParamsLimitMax)), listLaunchpadHistoryParamsLimitDefault)
})

export type ListLaunchpadHistoryParams = zod.input<typeof ListLaunchpadHistoryParams>;
export type ListLaunchpadHistoryParamsOutput = zod.output<typeof ListLaunchpadHistoryParams>;
