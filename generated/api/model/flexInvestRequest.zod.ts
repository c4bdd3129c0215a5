/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const flexInvestRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexInvestRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', flexInvestRequestAmountRegExp),
  "autoReinvest": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
})

export type FlexInvestRequest = zod.input<typeof FlexInvestRequest>;
export type FlexInvestRequestOutput = zod.output<typeof FlexInvestRequest>;
