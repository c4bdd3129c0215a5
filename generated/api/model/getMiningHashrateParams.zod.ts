/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getMiningHashrateParamsFromMin = 0;

export const getMiningHashrateParamsToMin = 0;


export const GetMiningHashrateParams = /*#__PURE__*/ zod.object({
  "interval": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['5m', '1h', '24h'])),
  "from": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningHashrateParamsFromMin))),
  "to": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(getMiningHashrateParamsToMin)))
})

export type GetMiningHashrateParams = zod.input<typeof GetMiningHashrateParams>;
export type GetMiningHashrateParamsOutput = zod.output<typeof GetMiningHashrateParams>;
