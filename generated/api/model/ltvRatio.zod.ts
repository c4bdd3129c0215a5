/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const LtvRatioRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const LtvRatio = /*#__PURE__*/ zod.stringFormat('decimal-unsigned', LtvRatioRegExp)

export type LtvRatio = zod.input<typeof LtvRatio>;
export type LtvRatioOutput = zod.output<typeof LtvRatio>;
