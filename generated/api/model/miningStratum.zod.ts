/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningStratumUrlRegExp = new RegExp('^stratum\\+tcp://[a-z0-9.-]+:[0-9]{2,5}$');
export const miningStratumWorkersCountMin = 0;


export const MiningStratum = /*#__PURE__*/ zod.object({
  "url": /*#__PURE__*/ zod.stringFormat('stratum-url', miningStratumUrlRegExp),
  "workersCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningStratumWorkersCountMin))
})

export type MiningStratum = zod.input<typeof MiningStratum>;
export type MiningStratumOutput = zod.output<typeof MiningStratum>;
