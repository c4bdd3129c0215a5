/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getMiningWorkerHashrateParamsFromMin = 0;

export const getMiningWorkerHashrateParamsToMin = 0;


export const GetMiningWorkerHashrateParams = /*#__PURE__*/ zod.object({
  "interval": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['5m', '1h', '24h'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWorkerHashrateParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningWorkerHashrateParamsToMin)))
})

export type GetMiningWorkerHashrateParams = zod.input<typeof GetMiningWorkerHashrateParams>;
export type GetMiningWorkerHashrateParamsOutput = zod.output<typeof GetMiningWorkerHashrateParams>;
