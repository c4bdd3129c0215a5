/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const DecimalStringRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const DecimalString = /*#__PURE__*/ zod.stringFormat('decimal', DecimalStringRegExp)

export type DecimalString = zod.input<typeof DecimalString>;
export type DecimalStringOutput = zod.output<typeof DecimalString>;
