/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const wbtHoldRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldRequest = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', wbtHoldRequestAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('Move WBT from the main balance to hold (section 7 body `{amount}`).')

export type WbtHoldRequest = zod.input<typeof WbtHoldRequest>;
export type WbtHoldRequestOutput = zod.output<typeof WbtHoldRequest>;
