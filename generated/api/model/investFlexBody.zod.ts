/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const investFlexBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const InvestFlexBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', investFlexBodyAmountRegExp),
  "autoReinvest": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
})

export type InvestFlexBody = zod.input<typeof InvestFlexBody>;
export type InvestFlexBodyOutput = zod.output<typeof InvestFlexBody>;
