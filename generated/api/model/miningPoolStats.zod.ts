/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningPoolStatsConnectionLinksItemRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const miningPoolStatsAssetsItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningPoolStatsWorkersMin = 0;

export const miningPoolStatsCurrentHashRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningPoolStatsLast7daysHashRateItemTimestampMin = 0;

export const miningPoolStatsLast7daysHashRateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningPoolStatsBlocksItemBlockFoundAtMin = 0;

export const miningPoolStatsBlocksItemBlockHeightMin = 0;

export const miningPoolStatsFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningPoolStatsHashpriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MiningPoolStats = /*#__PURE__*/ zod.object({
  "connectionLinks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('stratum-url', miningPoolStatsConnectionLinksItemRegExp)),
  "location": /*#__PURE__*/ zod.enum(['global']),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', miningPoolStatsAssetsItemRegExp)),
  "rewardSchemes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['FPPS'])),
  "workers": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsWorkersMin)),
  "currentHashRate": /*#__PURE__*/ zod.stringFormat('hashrate', miningPoolStatsCurrentHashRateRegExp),
  "last7daysHashRate": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsLast7daysHashRateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningPoolStatsLast7daysHashRateItemHashrateRegExp)
})),
  "blocks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "blockFoundAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsBlocksItemBlockFoundAtMin)),
  "blockHeight": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsBlocksItemBlockHeightMin))
})),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningPoolStatsFeeRegExp),
  "hashprice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningPoolStatsHashpriceRegExp)
})

export type MiningPoolStats = zod.input<typeof MiningPoolStats>;
export type MiningPoolStatsOutput = zod.output<typeof MiningPoolStats>;
