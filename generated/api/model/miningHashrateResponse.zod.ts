/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningHashrateResponseDataAccountRegExp = new RegExp('^[A-Za-z0-9_]{3,32}$');
export const miningHashrateResponseDataWorkerRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const miningHashrateResponseDataHashrateItemTimestampMin = 0;

export const miningHashrateResponseDataHashrateItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningHashrateResponseDataHashrateItemRejectRateMin = 0;
export const miningHashrateResponseDataHashrateItemRejectRateMax = 1;


export const MiningHashrateResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "account": /*#__PURE__*/ zod.stringFormat('mining-account-name', miningHashrateResponseDataAccountRegExp),
  "worker": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('mining-worker-name', miningHashrateResponseDataWorkerRegExp)),
  "interval": /*#__PURE__*/ zod.enum(['5m', '1h', '24h']),
  "hashrate": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningHashrateResponseDataHashrateItemTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningHashrateResponseDataHashrateItemHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningHashrateResponseDataHashrateItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningHashrateResponseDataHashrateItemRejectRateMax))
}))
})
})

export type MiningHashrateResponse = zod.input<typeof MiningHashrateResponse>;
export type MiningHashrateResponseOutput = zod.output<typeof MiningHashrateResponse>;
