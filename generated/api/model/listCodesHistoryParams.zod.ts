/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listCodesHistoryParamsFromMin = 0;

export const listCodesHistoryParamsToMin = 0;

export const listCodesHistoryParamsTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const listCodesHistoryParamsOffsetDefault = 0;
export const listCodesHistoryParamsOffsetMin = 0;

export const listCodesHistoryParamsLimitDefault = 30;
export const listCodesHistoryParamsLimitMax = 100;


export const ListCodesHistoryParams = /*#__PURE__*/ zod.object({
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistoryParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistoryParamsToMin))),
  "ticker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listCodesHistoryParamsTickerRegExp)),
  "offset": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(listCodesHistoryParamsOffsetMin)), listCodesHistoryParamsOffsetDefault),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(listCodesHistoryParamsLimitMax)), listCodesHistoryParamsLimitDefault)
})

export type ListCodesHistoryParams = zod.input<typeof ListCodesHistoryParams>;
export type ListCodesHistoryParamsOutput = zod.output<typeof ListCodesHistoryParams>;
