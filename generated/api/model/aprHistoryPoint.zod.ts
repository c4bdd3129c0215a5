/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const aprHistoryPointTimeMin = 0;

export const aprHistoryPointRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AprHistoryPoint = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(aprHistoryPointTimeMin)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', aprHistoryPointRateRegExp)
})

export type AprHistoryPoint = zod.input<typeof AprHistoryPoint>;
export type AprHistoryPointOutput = zod.output<typeof AprHistoryPoint>;
