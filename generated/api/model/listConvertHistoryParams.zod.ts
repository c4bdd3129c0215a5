/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listConvertHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listConvertHistoryParamsFromMin = 0;

export const listConvertHistoryParamsToMin = 0;

export const listConvertHistoryParamsOffsetDefault = 0;
export const listConvertHistoryParamsOffsetMin = 0;

export const listConvertHistoryParamsLimitDefault = 100;
export const listConvertHistoryParamsLimitMax = 100;


export const ListConvertHistoryParams = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listConvertHistoryParamsTickerRegExp)),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listConvertHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listConvertHistoryParamsToMin))),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listConvertHistoryParamsOffsetMin)), listConvertHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listConvertHistoryParamsLimitMax)), listConvertHistoryParamsLimitDefault)
})

export type ListConvertHistoryParams = zod.input<typeof ListConvertHistoryParams>;
export type ListConvertHistoryParamsOutput = zod.output<typeof ListConvertHistoryParams>;
