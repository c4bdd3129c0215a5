/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const publicKlineCandle0ItemMin = 0;

export const publicKlineCandle1ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle2ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle3ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle4ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle5ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const publicKlineCandle6ItemRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const PublicKlineCandle = /*#__PURE__*/ zod.tuple([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(publicKlineCandle0ItemMin)),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineCandle1ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineCandle2ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineCandle3ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineCandle4ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineCandle5ItemRegExp),
/*#__PURE__*/ zod.stringFormat('decimal-unsigned', publicKlineCandle6ItemRegExp)])

export type PublicKlineCandle = zod.input<typeof PublicKlineCandle>;
export type PublicKlineCandleOutput = zod.output<typeof PublicKlineCandle>;
