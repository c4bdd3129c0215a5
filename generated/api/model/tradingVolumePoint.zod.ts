/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const tradingVolumePointTimeMin = 0;

export const tradingVolumePointSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumePointMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumePointFuturesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TradingVolumePoint = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(tradingVolumePointTimeMin)),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumePointSpotRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumePointMarginRegExp),
  "futures": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumePointFuturesRegExp)
})

export type TradingVolumePoint = zod.input<typeof TradingVolumePoint>;
export type TradingVolumePointOutput = zod.output<typeof TradingVolumePoint>;
