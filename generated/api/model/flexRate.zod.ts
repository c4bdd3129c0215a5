/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexRateRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexRateFromAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const flexRateToAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexRate = /*#__PURE__*/ zod.object({
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', flexRateRateRegExp),
  "bonusEnabled": /*#__PURE__*/ zod.boolean(),
  "fromAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexRateFromAmountRegExp)),
  "toAmount": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexRateToAmountRegExp))
})

export type FlexRate = zod.input<typeof FlexRate>;
export type FlexRateOutput = zod.output<typeof FlexRate>;
