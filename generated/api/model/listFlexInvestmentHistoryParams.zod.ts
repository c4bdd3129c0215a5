/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listFlexInvestmentHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFlexInvestmentHistoryParamsFromMin = 0;

export const listFlexInvestmentHistoryParamsToMin = 0;

export const listFlexInvestmentHistoryParamsOffsetDefault = 0;
export const listFlexInvestmentHistoryParamsOffsetMin = 0;

export const listFlexInvestmentHistoryParamsLimitDefault = 100;
export const listFlexInvestmentHistoryParamsLimitMax = 100;


export const ListFlexInvestmentHistoryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const)),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listFlexInvestmentHistoryParamsTickerRegExp)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFlexInvestmentHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFlexInvestmentHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFlexInvestmentHistoryParamsOffsetMin)), listFlexInvestmentHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listFlexInvestmentHistoryParamsLimitMax)), listFlexInvestmentHistoryParamsLimitDefault)
})

export type ListFlexInvestmentHistoryParams = zod.input<typeof ListFlexInvestmentHistoryParams>;
export type ListFlexInvestmentHistoryParamsOutput = zod.output<typeof ListFlexInvestmentHistoryParams>;
