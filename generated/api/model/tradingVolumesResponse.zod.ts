/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const tradingVolumesResponseDataSpotRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesResponseDataMarginRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesResponseDataFuturesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesResponseDataTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const tradingVolumesResponseDataDealsMin = 0;

export const tradingVolumesResponseDataFeesRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const TradingVolumesResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "period": /*#__PURE__*/ zod.enum(['7d', '30d', '90d', '365d']),
  "spot": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesResponseDataSpotRegExp),
  "margin": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesResponseDataMarginRegExp),
  "futures": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesResponseDataFuturesRegExp),
  "total": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesResponseDataTotalRegExp),
  "deals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(tradingVolumesResponseDataDealsMin)),
  "fees": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', tradingVolumesResponseDataFeesRegExp)
})
})

export type TradingVolumesResponse = zod.input<typeof TradingVolumesResponse>;
export type TradingVolumesResponseOutput = zod.output<typeof TradingVolumesResponse>;
