/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const aprHistoryResponseDataItemTimeMin = 0;

export const aprHistoryResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AprHistoryResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(aprHistoryResponseDataItemTimeMin)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', aprHistoryResponseDataItemRateRegExp)
}))
})

export type AprHistoryResponse = zod.input<typeof AprHistoryResponse>;
export type AprHistoryResponseOutput = zod.output<typeof AprHistoryResponse>;
