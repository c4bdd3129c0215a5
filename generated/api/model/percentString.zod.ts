/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const PercentStringRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PercentString = zod.stringFormat('percent', PercentStringRegExp).describe('A signed percentage as a decimal string, e.g. "-2.35" for -2.35 %.')

export type PercentString = zod.input<typeof PercentString>;
export type PercentStringOutput = zod.output<typeof PercentString>;
