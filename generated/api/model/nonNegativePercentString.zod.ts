/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const NonNegativePercentStringRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const NonNegativePercentString = zod.stringFormat('percent-unsigned', NonNegativePercentStringRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')

export type NonNegativePercentString = zod.input<typeof NonNegativePercentString>;
export type NonNegativePercentStringOutput = zod.output<typeof NonNegativePercentString>;
