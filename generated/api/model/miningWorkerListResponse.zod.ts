/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningWorkerListResponseDataItemNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const miningWorkerListResponseDataItemHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWorkerListResponseDataItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWorkerListResponseDataItemRejectRateMin = 0;
export const miningWorkerListResponseDataItemRejectRateMax = 1;

export const miningWorkerListResponseDataItemConnectedAtMin = 0;

export const miningWorkerListResponseDataItemLastShareAtMin = 0;


export const MiningWorkerListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-worker-name', miningWorkerListResponseDataItemNameRegExp),
  "status": /*#__PURE__*/ zod.enum(['online', 'offline', 'low']),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWorkerListResponseDataItemHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningWorkerListResponseDataItemAverage24hRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningWorkerListResponseDataItemRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningWorkerListResponseDataItemRejectRateMax)),
  "connectedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerListResponseDataItemConnectedAtMin)),
  "lastShareAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerListResponseDataItemLastShareAtMin))
}))
})

export type MiningWorkerListResponse = zod.input<typeof MiningWorkerListResponse>;
export type MiningWorkerListResponseOutput = zod.output<typeof MiningWorkerListResponse>;
