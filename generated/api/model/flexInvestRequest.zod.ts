/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const flexInvestRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const FlexInvestRequest = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', flexInvestRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "autoReinvest": zod.boolean().optional()
}).describe('An amount to invest (page query `amount`, `reinvest`). Assumption: `autoReinvest` sets the setting with the investment.')

export type FlexInvestRequest = zod.input<typeof FlexInvestRequest>;
export type FlexInvestRequestOutput = zod.output<typeof FlexInvestRequest>;
