/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const PercentStringRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PercentString = /*#__PURE__*/ zod.stringFormat('percent', PercentStringRegExp)

export type PercentString = zod.input<typeof PercentString>;
export type PercentStringOutput = zod.output<typeof PercentString>;
