/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const publicKlineResponseResultItem0ItemMin = 0;

export const publicKlineResponseResultItem1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem2ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem3ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem4ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem5ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultItem6ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineResponseResultMax = 1440;


export const PublicKlineResponse = zod.object({
  "success": zod.boolean(),
  "message": zod.string().nullable().describe('Null on success.'),
  "result": zod.array(zod.tuple([zod.int().min(publicKlineResponseResultItem0ItemMin).describe('Seconds since the Unix epoch.'),
zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem1ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem2ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem3ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem4ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem5ItemRegExp).describe('A DecimalString that is zero or positive.'),
zod.stringFormat('decimal-unsigned', publicKlineResponseResultItem6ItemRegExp).describe('A DecimalString that is zero or positive.')]).describe('One candle of the public API v1 kline, exactly as published: `[time, open, close, high, low, stock volume, money volume]`; the time is an integer (Unix seconds), every other item a decimal string. Note the order O, C, H, L.')).max(publicKlineResponseResultMax).describe('Candles, oldest first; at most 1440.')
}).describe('The public API v1 kline envelope, exactly as published.')

export type PublicKlineResponse = zod.input<typeof PublicKlineResponse>;
export type PublicKlineResponseOutput = zod.output<typeof PublicKlineResponse>;
