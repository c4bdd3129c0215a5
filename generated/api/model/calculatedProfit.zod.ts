/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const calculatedProfitTotalProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculatedProfit = /*#__PURE__*/ zod.object({
  "totalProfit": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', calculatedProfitTotalProfitRegExp)
})

export type CalculatedProfit = zod.input<typeof CalculatedProfit>;
export type CalculatedProfitOutput = zod.output<typeof CalculatedProfit>;
