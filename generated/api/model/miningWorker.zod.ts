/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const miningWorkerNameRegExp = new RegExp('^[A-Za-z0-9_-]{1,32}$');
export const miningWorkerHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWorkerAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningWorkerRejectRateMin = 0;
export const miningWorkerRejectRateMax = 1;

export const miningWorkerConnectedAtMin = 0;

export const miningWorkerLastShareAtMin = 0;


export const MiningWorker = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "name": /*#__PURE__*/ zod.stringFormat('mining-worker-name', miningWorkerNameRegExp),
  "status": /*#__PURE__*/ zod.enum(['online', 'offline', 'low']),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningWorkerHashrateRegExp),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningWorkerAverage24hRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningWorkerRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningWorkerRejectRateMax)),
  "connectedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerConnectedAtMin)),
  "lastShareAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerLastShareAtMin))
})

export type MiningWorker = zod.input<typeof MiningWorker>;
export type MiningWorkerOutput = zod.output<typeof MiningWorker>;
