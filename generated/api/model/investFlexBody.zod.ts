/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const investFlexBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const InvestFlexBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', investFlexBodyAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "autoReinvest": zod.boolean().optional()
}).describe('An amount to invest (page query `amount`, `reinvest`). Assumption: `autoReinvest` sets the setting with the investment.')

export type InvestFlexBody = zod.input<typeof InvestFlexBody>;
export type InvestFlexBodyOutput = zod.output<typeof InvestFlexBody>;
