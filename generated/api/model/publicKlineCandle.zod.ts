/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const publicKlineCandle0ItemMin = 0;

export const publicKlineCandle1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle2ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle3ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle4ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle5ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle6ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PublicKlineCandle = zod.tuple([zod.int().min(publicKlineCandle0ItemMin).describe('Seconds since the Unix epoch.'),
zod.stringFormat('decimal-unsigned', publicKlineCandle1ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineCandle2ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineCandle3ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineCandle4ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineCandle5ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineCandle6ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One candle of the public API v1 kline, exactly as published: `[time, open, close, high, low, stock volume, money volume]`; the time is an integer (Unix seconds), every other item a decimal string. Note the order O, C, H, L.')

export type PublicKlineCandle = zod.input<typeof PublicKlineCandle>;
export type PublicKlineCandleOutput = zod.output<typeof PublicKlineCandle>;
