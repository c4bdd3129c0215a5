/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const publicOrderBookLevel0ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicOrderBookLevel1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PublicOrderBookLevel = zod.tuple([zod.stringFormat('decimal-unsigned', publicOrderBookLevel0ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicOrderBookLevel1ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One price level of the public order book as `[price, amount]`, both decimal strings.')

export type PublicOrderBookLevel = zod.input<typeof PublicOrderBookLevel>;
export type PublicOrderBookLevelOutput = zod.output<typeof PublicOrderBookLevel>;
