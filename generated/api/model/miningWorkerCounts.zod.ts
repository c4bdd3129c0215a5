/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningWorkerCountsOnlineMin = 0;

export const miningWorkerCountsOfflineMin = 0;

export const miningWorkerCountsLowMin = 0;


export const MiningWorkerCounts = /*#__PURE__*/ zod.object({
  "online": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerCountsOnlineMin)),
  "offline": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerCountsOfflineMin)),
  "low": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningWorkerCountsLowMin))
})

export type MiningWorkerCounts = zod.input<typeof MiningWorkerCounts>;
export type MiningWorkerCountsOutput = zod.output<typeof MiningWorkerCounts>;
