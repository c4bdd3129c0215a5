/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const NonNegativePercentStringRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const NonNegativePercentString = /*#__PURE__*/ zod.stringFormat('percent-unsigned', NonNegativePercentStringRegExp)

export type NonNegativePercentString = zod.input<typeof NonNegativePercentString>;
export type NonNegativePercentStringOutput = zod.output<typeof NonNegativePercentString>;
