/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getPublicKlineParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const getPublicKlineParamsIntervalDefault = `1h`;
export const getPublicKlineParamsStartMin = 0;

export const getPublicKlineParamsEndMin = 0;

export const getPublicKlineParamsLimitDefault = 1440;
export const getPublicKlineParamsLimitMax = 1440;


export const GetPublicKlineParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-underscore', getPublicKlineParamsMarketRegExp),
  "interval": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.enum(['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M']), getPublicKlineParamsIntervalDefault),
  "start": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicKlineParamsStartMin))),
  "end": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getPublicKlineParamsEndMin))),
  "limit": /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(getPublicKlineParamsLimitMax)), getPublicKlineParamsLimitDefault)
})

export type GetPublicKlineParams = zod.input<typeof GetPublicKlineParams>;
export type GetPublicKlineParamsOutput = zod.output<typeof GetPublicKlineParams>;
