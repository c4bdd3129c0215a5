/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const calculatedProfitTotalProfitRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculatedProfit = zod.object({
  "totalProfit": zod.stringFormat('decimal-unsigned', calculatedProfitTotalProfitRegExp).describe('A DecimalString that is zero or positive.')
}).describe('The profit of the amount over the plan\'s whole term (section 7 `totalProfit`).')

export type CalculatedProfit = zod.input<typeof CalculatedProfit>;
export type CalculatedProfitOutput = zod.output<typeof CalculatedProfit>;
