/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningHashratePointTimestampMin = 0;

export const miningHashratePointHashrateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningHashratePointRejectRateMin = 0;
export const miningHashratePointRejectRateMax = 1;


export const MiningHashratePoint = /*#__PURE__*/ zod.object({
  "timestamp": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningHashratePointTimestampMin)),
  "hashrate": /*#__PURE__*/ zod.stringFormat('hashrate', miningHashratePointHashrateRegExp),
  "rejectRate": /*#__PURE__*/ zod.number().check(/*#__PURE__*/ zod.gte(miningHashratePointRejectRateMin)).check(/*#__PURE__*/ zod.lte(miningHashratePointRejectRateMax))
})

export type MiningHashratePoint = zod.input<typeof MiningHashratePoint>;
export type MiningHashratePointOutput = zod.output<typeof MiningHashratePoint>;
