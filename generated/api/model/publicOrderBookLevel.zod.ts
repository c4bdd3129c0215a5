/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const publicOrderBookLevel0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookLevel1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PublicOrderBookLevel = /*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicOrderBookLevel0ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicOrderBookLevel1ItemRegExp)])

export type PublicOrderBookLevel = zod.input<typeof PublicOrderBookLevel>;
export type PublicOrderBookLevelOutput = zod.output<typeof PublicOrderBookLevel>;
