/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const tradingVolumesSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesFuturesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesDealsMin = 0;

export const tradingVolumesFeesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TradingVolumes = /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesSpotRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesMarginRegExp),
  "futures": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesFuturesRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesTotalRegExp),
  "deals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(tradingVolumesDealsMin)),
  "fees": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesFeesRegExp)
})

export type TradingVolumes = zod.input<typeof TradingVolumes>;
export type TradingVolumesOutput = zod.output<typeof TradingVolumes>;
