/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningPoolStatsResponseDataConnectionLinksItemRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const miningPoolStatsResponseDataAssetsItemRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningPoolStatsResponseDataWorkersMin = 0;

export const miningPoolStatsResponseDataCurrentHashRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningPoolStatsResponseDataLast7daysHashRateItemTimestampMin = 0;

export const miningPoolStatsResponseDataLast7daysHashRateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningPoolStatsResponseDataBlocksItemBlockFoundAtMin = 0;

export const miningPoolStatsResponseDataBlocksItemBlockHeightMin = 0;

export const miningPoolStatsResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningPoolStatsResponseDataHashpriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MiningPoolStatsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "connectionLinks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('stratum-url', miningPoolStatsResponseDataConnectionLinksItemRegExp)),
  "location": /*#__PURE__*/ zod.enum(['global']),
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ticker', miningPoolStatsResponseDataAssetsItemRegExp)),
  "rewardSchemes": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['FPPS'])),
  "workers": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsResponseDataWorkersMin)),
  "currentHashRate": /*#__PURE__*/ zod.stringFormat('hashrate', miningPoolStatsResponseDataCurrentHashRateRegExp),
  "last7daysHashRate": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsResponseDataLast7daysHashRateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningPoolStatsResponseDataLast7daysHashRateItemHashrateRegExp)
})),
  "blocks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "blockFoundAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsResponseDataBlocksItemBlockFoundAtMin)),
  "blockHeight": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningPoolStatsResponseDataBlocksItemBlockHeightMin))
})),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningPoolStatsResponseDataFeeRegExp),
  "hashprice": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningPoolStatsResponseDataHashpriceRegExp)
})
})

export type MiningPoolStatsResponse = zod.input<typeof MiningPoolStatsResponse>;
export type MiningPoolStatsResponseOutput = zod.output<typeof MiningPoolStatsResponse>;
