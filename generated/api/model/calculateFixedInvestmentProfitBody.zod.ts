/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const calculateFixedInvestmentProfitBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculateFixedInvestmentProfitBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', calculateFixedInvestmentProfitBodyAmountRegExp)
})

export type CalculateFixedInvestmentProfitBody = zod.input<typeof CalculateFixedInvestmentProfitBody>;
export type CalculateFixedInvestmentProfitBodyOutput = zod.output<typeof CalculateFixedInvestmentProfitBody>;
