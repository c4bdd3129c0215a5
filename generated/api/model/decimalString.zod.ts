/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const DecimalStringRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const DecimalString = zod.stringFormat('decimal', DecimalStringRegExp).describe('The wire form of every amount, price, rate and fee: a base-10 number as a string, optional leading minus, no exponent, no thousands separator. Parse with decimal.js, never with floats.')

export type DecimalString = zod.input<typeof DecimalString>;
export type DecimalStringOutput = zod.output<typeof DecimalString>;
