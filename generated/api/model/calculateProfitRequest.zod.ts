/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const calculateProfitRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CalculateProfitRequest = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', calculateProfitRequestAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('An amount to compute the profit of (section 7 body `{amount}`). The client answers "0" itself for amount 0, without a call.')

export type CalculateProfitRequest = zod.input<typeof CalculateProfitRequest>;
export type CalculateProfitRequestOutput = zod.output<typeof CalculateProfitRequest>;
