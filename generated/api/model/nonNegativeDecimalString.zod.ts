/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const NonNegativeDecimalStringRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const NonNegativeDecimalString = /*#__PURE__*/ zod.stringFormat('decimal-unsigned', NonNegativeDecimalStringRegExp)

export type NonNegativeDecimalString = zod.input<typeof NonNegativeDecimalString>;
export type NonNegativeDecimalStringOutput = zod.output<typeof NonNegativeDecimalString>;
