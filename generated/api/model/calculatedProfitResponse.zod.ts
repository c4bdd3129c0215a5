/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const calculatedProfitResponseDataTotalProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculatedProfitResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "totalProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', calculatedProfitResponseDataTotalProfitRegExp)
})
})

export type CalculatedProfitResponse = zod.input<typeof CalculatedProfitResponse>;
export type CalculatedProfitResponseOutput = zod.output<typeof CalculatedProfitResponse>;
