/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const NonNegativeDecimalStringRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const NonNegativeDecimalString = zod.stringFormat('decimal-unsigned', NonNegativeDecimalStringRegExp).describe('A DecimalString that is zero or positive.')

export type NonNegativeDecimalString = zod.input<typeof NonNegativeDecimalString>;
export type NonNegativeDecimalStringOutput = zod.output<typeof NonNegativeDecimalString>;
