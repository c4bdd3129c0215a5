/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listFixedInvestmentHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listFixedInvestmentHistoryParamsFromMin = 0;

export const listFixedInvestmentHistoryParamsToMin = 0;

export const listFixedInvestmentHistoryParamsOffsetDefault = 0;
export const listFixedInvestmentHistoryParamsOffsetMin = 0;

export const listFixedInvestmentHistoryParamsLimitDefault = 100;
export const listFixedInvestmentHistoryParamsLimitMax = 100;


export const ListFixedInvestmentHistoryParams = /*#__PURE__*/ zod.object({
  "status": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  CLOSED: 0,
  ACTIVE: 1,
} as const)),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listFixedInvestmentHistoryParamsTickerRegExp)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFixedInvestmentHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFixedInvestmentHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listFixedInvestmentHistoryParamsOffsetMin)), listFixedInvestmentHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listFixedInvestmentHistoryParamsLimitMax)), listFixedInvestmentHistoryParamsLimitDefault)
})

export type ListFixedInvestmentHistoryParams = zod.input<typeof ListFixedInvestmentHistoryParams>;
export type ListFixedInvestmentHistoryParamsOutput = zod.output<typeof ListFixedInvestmentHistoryParams>;
