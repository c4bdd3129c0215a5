/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const holdWbtBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const HoldWbtBody = zod.object({
  "amount": zod.stringFormat('decimal-unsigned', holdWbtBodyAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('Move WBT from the main balance to hold (section 7 body `{amount}`).')

export type HoldWbtBody = zod.input<typeof HoldWbtBody>;
export type HoldWbtBodyOutput = zod.output<typeof HoldWbtBody>;
