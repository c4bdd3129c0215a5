/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getPublicKlineParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');
export const getPublicKlineParamsIntervalDefault = `1h`;
export const getPublicKlineParamsStartMin = 0;

export const getPublicKlineParamsEndMin = 0;

export const getPublicKlineParamsLimitDefault = 1440;
export const getPublicKlineParamsLimitMax = 1440;


export const GetPublicKlineParams = zod.object({
  "market": zod.stringFormat('market-underscore', getPublicKlineParamsMarketRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.'),
  "interval": zod.enum(['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M']).default(getPublicKlineParamsIntervalDefault).describe('Candle interval of the public API v1 kline; default 1h.'),
  "start": zod.int().min(getPublicKlineParamsStartMin).optional().describe('Seconds since the Unix epoch.'),
  "end": zod.int().min(getPublicKlineParamsEndMin).optional().describe('Seconds since the Unix epoch.'),
  "limit": zod.int().min(1).max(getPublicKlineParamsLimitMax).default(getPublicKlineParamsLimitDefault)
})

export type GetPublicKlineParams = zod.input<typeof GetPublicKlineParams>;
export type GetPublicKlineParamsOutput = zod.output<typeof GetPublicKlineParams>;
