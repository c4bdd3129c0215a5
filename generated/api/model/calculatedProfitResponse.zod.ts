/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const calculatedProfitResponseDataTotalProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculatedProfitResponse = zod.object({
  "data": zod.object({
  "totalProfit": zod.stringFormat('decimal-unsigned', calculatedProfitResponseDataTotalProfitRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The profit of the amount over the plan\'s whole term (section 7 `totalProfit`).')
})

export type CalculatedProfitResponse = zod.input<typeof CalculatedProfitResponse>;
export type CalculatedProfitResponseOutput = zod.output<typeof CalculatedProfitResponse>;
