/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const calculateProfitRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculateProfitRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', calculateProfitRequestAmountRegExp)
})

export type CalculateProfitRequest = zod.input<typeof CalculateProfitRequest>;
export type CalculateProfitRequestOutput = zod.output<typeof CalculateProfitRequest>;
